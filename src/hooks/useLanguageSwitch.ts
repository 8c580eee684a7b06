import { useCallback } from 'react'
import { navigate } from 'gatsby'
import { localizedPath, type Language } from '../lib/i18n/languages'
import { storeLanguage } from '../lib/i18n/languageStorage'
import { pageHydrated } from '../lib/pageHydration'
import { captureScrollAnchor, type ScrollAnchor } from '../lib/navigation/scrollAnchor'

/** What a language switch leaves in the history entry for the page that renders next. */
export type LanguageSwitchState = { scrollAnchor: ScrollAnchor | null; focusLanguageMenu: boolean }

/**
 * Switches the page to another language: stores the choice, moves to that language's URL (keeping path,
 * query and hash) and leaves the current scroll anchor for `shouldUpdateScroll` (gatsby-browser.tsx), which
 * puts the visitor back where they were once the other language has rendered, and a note for the language
 * menu to take focus back. A choice made while the page hydrates is followed once it has (pageHydrated).
 */
export function useLanguageSwitch(): (language: Language) => void {
  return useCallback((language: Language) => {
    storeLanguage(language)
    const { pathname, search, hash } = window.location
    const state: LanguageSwitchState = { scrollAnchor: captureScrollAnchor(), focusLanguageMenu: true }
    void pageHydrated.then(() => navigate(localizedPath(pathname, language) + search + hash, { state }))
  }, [])
}
