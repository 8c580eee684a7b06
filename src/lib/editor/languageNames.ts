import { languageRecord, type Language } from '../i18n/languages'
import type { UiLanguage } from './uiLanguage'

/** How the editor's interface names the site's languages, from their records. */

/** A site language's name in a language of the interface (`engleză`, `English`), as its record gives it. */
export const languageNameIn = (language: Language, uiLanguage: UiLanguage): string =>
  languageRecord(language).nameIn[uiLanguage]

/** The word before a language's name: "in" English, "în" engleză. */
const IN: Record<UiLanguage, string> = { ro: 'în', en: 'in' }

/** A site language after "in", in a language of the interface: `în engleză`, `in English`. */
export const inLanguage = (language: Language, uiLanguage: UiLanguage): string =>
  `${IN[uiLanguage]} ${languageNameIn(language, uiLanguage)}`

/**
 * Several site languages after "in", each named, joined as the interface's language joins a list: `în engleză`,
 * `în engleză și în germană`; `in English or in German` as alternatives.
 */
export const inLanguages = (
  languages: readonly Language[],
  uiLanguage: UiLanguage,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string =>
  new Intl.ListFormat(uiLanguage, { type }).format(languages.map((language) => inLanguage(language, uiLanguage)))

/** The same words starting a sentence: `În engleză`. */
export const capitalized = (words: string): string => `${words.charAt(0).toUpperCase()}${words.slice(1)}`
