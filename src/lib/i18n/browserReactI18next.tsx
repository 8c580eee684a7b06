import React, { createContext, useContext, useState, type ReactNode } from 'react'
import type { BrowserI18n } from './browserI18next'

/**
 * What the page's browser bundle gets for `react-i18next` (a webpack alias, gatsby-node.ts, beside
 * browserI18next.ts): the provider the i18n plugin wraps the page in and the `useTranslation` the components
 * read their texts with.
 */
const I18nContext = createContext<BrowserI18n | null>(null)

/**
 * The i18n plugin makes a new instance, with the same texts, each time the page renders (the router's renders
 * included). The first one of a language stands for it until the language changes, so that the context's value
 * changes only then: a new value would reach every part of the page still hydrating, which React would then
 * hydrate at once, in one long task (src/components/hydratedApart.tsx).
 */
export function I18nextProvider({ i18n, children }: { i18n: BrowserI18n; children: ReactNode }) {
  const [current, setCurrent] = useState(i18n)
  if (current.language !== i18n.language) setCurrent(i18n)
  return <I18nContext.Provider value={current}>{children}</I18nContext.Provider>
}

export function useTranslation() {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation needs the i18n plugin’s provider around the page.')
  return { t: i18n.t, i18n }
}
