import { capitalized, inLanguage, inLanguages } from '../lib/editor/languageNames'
import type { UiLanguage } from '../lib/editor/uiLanguage'
import type { Language } from '../lib/i18n/languages'

/** Quotation marks as each language of the interface writes them. */
const QUOTED: Record<UiLanguage, (text: string) => string> = { ro: (text) => `„${text}”`, en: (text) => `“${text}”` }

/** The labels of the language menus over the texts in `languages` (`menuLabel`), quoted, as alternatives. */
const menus = (languages: readonly Language[], menuLabel: (language: Language) => string, uiLanguage: UiLanguage) =>
  new Intl.ListFormat(uiLanguage, { type: 'disjunction' }).format(
    languages.map((language) => QUOTED[uiLanguage](menuLabel(language))),
  )

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
    /**
     * In the Texts, beside the source: where the translations into `languages` are, by the label of the language
     * menu over their texts (`menuLabel`, Decap's „Scrii în EN”), which a phone has too: beside the Romanian on a
     * wide screen, chosen from that menu on a phone, which shows one language at a time.
     */
    inSourcePane: (languages: readonly Language[], menuLabel: (language: Language) => string) => string
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
    inSourcePane: (languages, menuLabel) =>
      `Traducerile de verificat apar deasupra textelor ${inLanguages(languages, 'ro', 'disjunction')}, la ${menus(languages, menuLabel, 'ro')}.`,
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
    inSourcePane: (languages, menuLabel) =>
      `The translations to check are shown above the texts ${inLanguages(languages, 'en', 'disjunction')}, under ${menus(languages, menuLabel, 'en')}.`,
  },
}
