import React from 'react'
import type { GatsbySSR } from 'gatsby'
// The font subsets the build writes before webpack runs (src/node/bundles/fontSubsets.ts).
import latinFont from './generated/fonts/figtree-latin.woff2'
import latinExtendedFont from './generated/fonts/figtree-latin-ext.woff2'
import { languageOfPath, languageRecord, type FontSubset } from './src/lib/i18n/languages'
import { languageRedirectScript } from './src/lib/i18n/languageRedirect'
import { earlyLanguageChoiceScript } from './src/lib/i18n/earlyLanguageChoice'

/**
 * The font file of each subset, for the preloads of the files each language's first screen draws with (its
 * record's `firstScreenFonts`: both pages need the Latin file, and the Romanian one also the Latin Extended
 * file, for ă, ș, ț in its tagline and introduction). They are preloaded from
 * the start of `<body>`, not from `<head>`: Chromium makes a font preloaded in the head render-blocking (its
 * RenderBlockingFonts), and in traces of a slow phone it drew nothing until the whole document had been parsed;
 * preloaded from the body, the same files are asked for as early (the preload scanner reads ahead) and Chromium
 * paints the first screen while the rest of the page is still being parsed. Nothing is lost
 * to a font that misses the first paint: `font-display: optional` never swaps it in later, and the fallback is
 * sized to Figtree's metrics (src/styles/fonts.css); on a fast connection the first paint still has Figtree.
 */
const FONT_FILES: Record<FontSubset, string> = { latin: latinFont, 'latin-ext': latinExtendedFont }

// `<html lang>` is the page's language: written here, not by Head, which Gatsby applies again at hydration
// (src/hooks/useDocumentLanguage.ts, which keeps it after a switch in the page, says why). A script in <head>
// runs before the first paint: a returning visitor who chose another language is sent to it before anything
// is drawn, and a language chosen in the menu before hydration is remembered (src/lib/i18n/earlyLanguageChoice.ts;
// the menu itself opens without a script, LanguageMenu). The fonts the first screen needs are preloaded from the body
// (FONT_FILES; crossOrigin: fonts are fetched in CORS mode, without it they load twice).
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
  setPreBodyComponents,
}) => {
  setHtmlAttributes({ lang: languageOfPath(pathname) })
  setHeadComponents([
    <script key="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript }} />,
    <script key="early-language-choice" dangerouslySetInnerHTML={{ __html: earlyLanguageChoiceScript }} />,
  ])
  setPreBodyComponents(
    languageRecord(languageOfPath(pathname)).firstScreenFonts.map((subset) => (
      <link key={subset} rel="preload" href={FONT_FILES[subset]} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
  )
}
