import { capitalized, inLanguage, inLanguages } from '../lib/editor/languageNames'
import type { UiLanguage } from '../lib/editor/uiLanguage'
import type { Language } from '../lib/i18n/languages'

/**
 * The words of the translations' check (src/cms/widgets/TranslationStatusControl.tsx): the notice at the top of
 * an entry and the mark on each translated value whose Romanian changed since it was checked. The languages they
 * name are the ones the entry's texts are translated into, by their records' names (src/lib/i18n/languages.ts).
 */
export const TRANSLATION_CHECK_WORDS: Record<
  UiLanguage,
  {
    /** How many translations need a check, and the languages they are in. */
    heading: (count: number, languages: readonly Language[]) => string
    explanation: string
    upToDate: (languages: readonly Language[]) => string
    checkedAgainst: string
    current: string
    /** The label before a translation's text: the language it is in. */
    translation: (language: Language) => string
    stillCorrect: string
    mark: string
    /** In the Texts, beside the source: the pane that shows one translation at a time, in any of `languages`. */
    inSourcePane: (languages: readonly Language[]) => string
  }
> = {
  ro: {
    // Romanian counts 20 and above (but 101 to 119, and so on) with "de": „21 de traduceri”.
    heading: (count, languages) =>
      count === 1
        ? `O traducere ${inLanguages(languages, 'ro')} trebuie verificată`
        : `${count} ${count >= 20 && (count % 100 === 0 || count % 100 >= 20) ? 'de ' : ''}traduceri ${inLanguages(languages, 'ro')} trebuie verificate`,
    explanation:
      'Româna s-a schimbat de când a fost verificată traducerea. Corectează traducerea sau, dacă spune încă același lucru, apasă „Traducerea e încă bună”.',
    upToDate: (languages) => `Traducerile ${inLanguages(languages, 'ro')} sunt verificate față de româna de acum.`,
    checkedAgainst: 'Româna verificată',
    current: 'Româna de acum',
    translation: (language) => capitalized(inLanguage(language, 'ro')),
    stillCorrect: 'Traducerea e încă bună',
    mark: 'De verificat: româna s-a schimbat',
    inSourcePane: (languages) =>
      `Traducerile de verificat apar în dreapta, deasupra textelor ${inLanguages(languages, 'ro', 'disjunction')}.`,
  },
  en: {
    heading: (count, languages) =>
      count === 1
        ? `One translation ${inLanguages(languages, 'en')} needs a check`
        : `${count} translations ${inLanguages(languages, 'en')} need a check`,
    explanation:
      'The Romanian changed since the translation was checked. Correct the translation or, if it still says the same, press "Translation still correct".',
    upToDate: (languages) =>
      `The translations ${inLanguages(languages, 'en')} are checked against the current Romanian.`,
    checkedAgainst: 'Romanian as checked',
    current: 'Romanian now',
    translation: (language) => capitalized(inLanguage(language, 'en')),
    stillCorrect: 'Translation still correct',
    mark: 'Needs a check: the Romanian changed',
    inSourcePane: (languages) =>
      `The translations to check are shown on the right, above the texts ${inLanguages(languages, 'en', 'disjunction')}.`,
  },
}
