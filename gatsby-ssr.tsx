import React from 'react'
import type { GatsbySSR } from 'gatsby'
import latinFont from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2'
import latinExtendedFont from '@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2'
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/lib/i18n/languages'
import { languageRedirectScript } from './src/lib/i18n/languageRedirect'

/**
 * The font files each language's first screen draws with, to preload: both pages need the Latin file, and the
 * Romanian one also the Latin Extended file (ă, ș, ț in its tagline and introduction).
 */
const FIRST_SCREEN_FONTS: Record<(typeof LANGUAGES)[number], string[]> = {
  ro: [latinFont, latinExtendedFont],
  en: [latinFont],
}

const pageLanguage = (pathname: string) =>
  LANGUAGES.find((language) => pathname === `/${language}/` || pathname.startsWith(`/${language}/`)) ?? DEFAULT_LANGUAGE

// Runs in <head> before the first paint: a returning visitor who chose another language is sent to it
// before anything is drawn, and the `js` class switches the language links into a menu. The fonts the first
// screen needs are preloaded (crossOrigin: fonts are fetched in CORS mode; without it they load twice).
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  setHeadComponents([
    <script key="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript }} />,
    ...FIRST_SCREEN_FONTS[pageLanguage(pathname)].map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ])
}
