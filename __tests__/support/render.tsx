import { readFileSync } from 'node:fs'
import path from 'node:path'
import React, { type ReactElement } from 'react'
import { render, type RenderOptions } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { I18nextContext } from 'gatsby-plugin-react-i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, languageRecord, type Language } from '../../src/lib/i18n/languages'
import { I18NEXT_OPTIONS } from '../../src/lib/i18n/translations'
import type sourceTranslation from '../../locales/ro/translation.json'

/** Every language's texts, read from its locale file: a new language's file is rendered with no line here. */
export const translations = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(path.join(__dirname, `../../locales/${language}/translation.json`), 'utf8')),
  ]),
) as Record<Language, typeof sourceTranslation>

/**
 * A real i18next instance with the site's own translations, as the i18n plugin's wrapPageElement builds it.
 * A text the locale files lack fails the test that renders it (i18next would quietly show the key).
 */
export function createI18n(language: Language) {
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: Object.fromEntries(LANGUAGES.map((code) => [code, { translation: translations[code] }])),
    ...I18NEXT_OPTIONS,
    react: { useSuspense: false },
    initImmediate: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      throw new Error(`"${key}" is not in locales/${language}/translation.json`)
    },
  })
  return instance
}

/**
 * Renders `ui` inside the same providers the i18n plugin gives a page, in `language`; `rerender` keeps them, as
 * a page keeps its providers when its content changes.
 */
export function renderInLanguage(ui: ReactElement, language: Language = DEFAULT_LANGUAGE, options?: RenderOptions) {
  const i18n = createI18n(language)
  const context = {
    language,
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    routed: language !== DEFAULT_LANGUAGE,
    originalPath: '/',
    path: languageRecord(language).path,
    generateDefaultLanguagePage: false,
    siteUrl: 'https://www.example.com',
  }
  const PageProviders = ({ children }: { children: React.ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  )
  return render(ui, { wrapper: PageProviders, ...options })
}
