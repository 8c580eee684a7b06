import React, { createContext, useContext, type ReactNode } from 'react'
import type { BrowserI18n } from './browserI18next'

/**
 * What the page's browser bundle gets for `react-i18next` (a webpack alias, gatsby-node.ts, beside
 * browserI18next.ts): the provider the i18n plugin wraps the page in and the `useTranslation` the components
 * read their texts with.
 */
const I18nContext = createContext<BrowserI18n | null>(null)

export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
}

export function useTranslation() {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation needs the i18n plugin’s provider around the page.')
  return { t: i18n.t, i18n }
}
