import { useEffect } from 'react'
import type { Language } from '../lib/i18n/languages'

/**
 * Keeps `<html lang>` on the page's language once the visitor switches language in the page; the build writes
 * it for the page as served (gatsby-ssr.tsx). It writes only a change: Chromium restyles the whole page
 * whenever `lang` is set, even to the value it has. Gatsby's Head API (`<html lang>` in Head) set it on every
 * hydration, and on a slow phone that restyle made a start-up task long.
 */
export function useDocumentLanguage(language: Language): void {
  useEffect(() => {
    const root = document.documentElement
    if (root.lang !== language) root.lang = language
  }, [language])
}
