import { useCallback } from 'react'
import { navigate } from 'gatsby'
import { localizedPath, type Language } from '../lib/languages'
import { storeLanguage } from '../lib/languageStorage'
import { captureScrollAnchor } from '../lib/scrollAnchor'

/**
 * Switches the page to another language: stores the choice, moves to that language's URL (keeping path,
 * query and hash) and hands the current scroll anchor to `shouldUpdateScroll` (gatsby-browser.tsx), which
 * puts the visitor back where they were once the other language has rendered.
 */
export function useLanguageSwitch(): (language: Language) => void {
  return useCallback((language: Language) => {
    storeLanguage(language)
    const { pathname, search, hash } = window.location
    void navigate(localizedPath(pathname, language) + search + hash, {
      state: { scrollAnchor: captureScrollAnchor() },
    })
  }, [])
}
