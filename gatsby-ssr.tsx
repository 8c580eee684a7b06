import React from 'react'
import type { GatsbySSR } from 'gatsby'
// The font subsets the build writes before webpack runs (src/node/build/fontSubsets.ts).
import latinFont from './generated/fonts/figtree-latin.woff2'
import latinExtendedFont from './generated/fonts/figtree-latin-ext.woff2'
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/lib/i18n/languages'
import { languageRedirectScript } from './src/lib/i18n/languageRedirect'
import { earlyMenuScript } from './src/lib/navigation/earlyMenu'

/**
 * The font files each language's first screen draws with, to preload: both pages need the Latin file, and the
 * Romanian one also the Latin Extended file (ă, ș, ț in its tagline and introduction). They are preloaded from
 * the start of `<body>`, not from `<head>`: Chromium makes a font preloaded in the head render-blocking (its
 * RenderBlockingFonts), and in traces of a slow phone it drew nothing until the whole document had been parsed;
 * preloaded from the body, the same files are asked for as early (the preload scanner reads ahead) and Chromium
 * paints the first screen while the rest of the page, its data included, is still being parsed. Nothing is lost
 * to a font that misses the first paint: `font-display: optional` never swaps it in later, and the fallback is
 * sized to Figtree's metrics (src/styles/fonts.css); on a fast connection the first paint still has Figtree.
 */
const FIRST_SCREEN_FONTS: Record<(typeof LANGUAGES)[number], string[]> = {
  ro: [latinFont, latinExtendedFont],
  en: [latinFont],
}

const pageLanguage = (pathname: string) =>
  LANGUAGES.find((language) => pathname === `/${language}/` || pathname.startsWith(`/${language}/`)) ?? DEFAULT_LANGUAGE

/**
 * What each page's head needs from its page data, from onRenderBody (which has it) to onPreRenderHTML (which
 * has not): its logo as a data: URI when the build inlined it (HomePage's query), which is the favicon too.
 */
const ofPage = new Map<string, { logoDataUri: string | null } | 'development'>()

type HomePageData = { result?: { data?: { contact?: { logoDataUri?: string | null } | null } } }

// `<html lang>` is the page's language: written here, not by Head, which Gatsby applies again at hydration
// (src/hooks/useDocumentLanguage.ts, which keeps it after a switch in the page, says why). A script in <head>
// runs before the first paint: a returning visitor who chose another language is sent to it before anything
// is drawn, and the `js` class switches the language links into a menu, which works before hydration
// (src/lib/navigation/earlyMenu.ts). The fonts the first screen needs are preloaded from the body
// (FIRST_SCREEN_FONTS; crossOrigin: fonts are fetched in CORS mode, without it they load twice).
// `gatsby develop`, whose server renders an empty page, gives no `loadPageDataSync`.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
  loadPageDataSync,
}) => {
  setHtmlAttributes({ lang: pageLanguage(pathname) })
  if (typeof loadPageDataSync === 'function') {
    const pageData = loadPageDataSync(pathname) as unknown as HomePageData
    ofPage.set(pathname, { logoDataUri: pageData.result?.data?.contact?.logoDataUri ?? null })
  } else {
    ofPage.set(pathname, 'development')
  }
  setHeadComponents([
    <script key="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript }} />,
    <script key="early-menu" dangerouslySetInnerHTML={{ __html: earlyMenuScript }} />,
  ])
  setPreBodyComponents(
    FIRST_SCREEN_FONTS[pageLanguage(pathname)].map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  )
}

const iconOfType = (component: React.ReactNode, type: string) =>
  React.isValidElement<{ rel?: string; type?: string }>(component) &&
  component.props.rel === 'icon' &&
  component.props.type === type

// One icon for the first view, from the page itself when it is small: gatsby-plugin-manifest links a PNG
// favicon beside the SVG one, and Chromium fetches both; a browser that cannot show the SVG asks for
// /favicon.ico, which the build writes.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
}) => {
  const page = ofPage.get(pathname)
  if (!page) throw new Error(`${pathname}: onRenderBody did not run before onPreRenderHTML`)
  if (page === 'development') return
  const { logoDataUri } = page
  replaceHeadComponents(
    getHeadComponents()
      .filter((component) => !iconOfType(component, 'image/png'))
      .map((component) =>
        // The SVG favicon is the logo: drawn from the page, like the logo, when the build inlined it.
        logoDataUri && iconOfType(component, 'image/svg+xml')
          ? React.cloneElement(component as React.ReactElement<{ href: string }>, { href: logoDataUri })
          : component,
      ),
  )
}
