import { readFileSync } from 'node:fs'
import path from 'node:path'
import React from 'react'
import type { GatsbySSR } from 'gatsby'
import latinFont from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2'
import latinExtendedFont from '@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2'
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/lib/i18n/languages'
import { languageRedirectScript } from './src/lib/i18n/languageRedirect'
import { earlyMenuScript } from './src/lib/navigation/earlyMenu'
import { hydrationAssets, type ChunkMap, type HydrationAssets, type PageData } from './src/lib/hydrationAssets'

/**
 * The font files each language's first screen draws with, to preload: both pages need the Latin file, and the
 * Romanian one also the Latin Extended file (ă, ș, ț in its tagline and introduction).
 */
const FIRST_SCREEN_FONTS: Record<(typeof LANGUAGES)[number], string[]> = {
  ro: [latinFont, latinExtendedFont],
  en: [latinFont],
}

/** Written by Gatsby to public/ before it renders the pages; read at render time (the HTML renderer runs in Node). */
const chunkMap = () =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'chunk-map.json'), 'utf8')) as ChunkMap

const pageLanguage = (pathname: string) =>
  LANGUAGES.find((language) => pathname === `/${language}/` || pathname.startsWith(`/${language}/`)) ?? DEFAULT_LANGUAGE

/** Each page's hydration assets, from onRenderBody (which has its page data) to onPreRenderHTML (which has not). */
const assetsOfPage = new Map<string, HydrationAssets>()

// Runs in <head> before the first paint: a returning visitor who chose another language is sent to it
// before anything is drawn, and the `js` class switches the language links into a menu, which works before
// hydration (src/lib/navigation/earlyMenu.ts). The fonts the first
// screen needs are preloaded (crossOrigin: fonts are fetched in CORS mode; without it they load twice). The
// page's data goes in the page (src/lib/hydrationAssets.ts).
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHeadComponents,
  setPostBodyComponents,
  loadPageDataSync,
}) => {
  const assets = hydrationAssets(chunkMap(), loadPageDataSync(pathname) as unknown as PageData)
  assetsOfPage.set(pathname, assets)
  setHeadComponents([
    <script key="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript }} />,
    <script key="early-menu" dangerouslySetInnerHTML={{ __html: earlyMenuScript }} />,
    ...FIRST_SCREEN_FONTS[pageLanguage(pathname)].map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  ])
  setPostBodyComponents([<script key="page-data" dangerouslySetInnerHTML={{ __html: assets.pageDataScript }} />])
}

const isPngIcon = (component: React.ReactNode) =>
  React.isValidElement<{ rel?: string; type?: string }>(component) &&
  component.props.rel === 'icon' &&
  component.props.type === 'image/png'

// One icon for the first view: gatsby-plugin-manifest links a PNG favicon beside the SVG one, and Chromium
// fetches both; a browser that cannot show the SVG asks for /favicon.ico, which the build writes.
// The component script and the app data come after Gatsby's scripts, so that the browser asks for the
// framework and app scripts first: the local server (HTTP/1.1) gives the browser six connections, which the
// fonts, the logo and those scripts fill.
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(getHeadComponents().filter((component) => !isPngIcon(component)))
  const assets = assetsOfPage.get(pathname)
  if (!assets) throw new Error(`${pathname}: onRenderBody did not run before onPreRenderHTML`)
  replacePostBodyComponents([
    ...getPostBodyComponents(),
    ...assets.scripts.map((src) => <script key={src} src={src} async />),
    ...assets.dataPreloads.map((href) => (
      <link key={href} rel="preload" href={href} as="fetch" crossOrigin="anonymous" />
    )),
  ])
}
