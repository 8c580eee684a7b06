import type { UiLanguage } from '../lib/editor/uiLanguage'

/**
 * The words of the translations' check (src/cms/widgets/TranslationStatusControl.tsx): the notice at the top of
 * an entry and the mark on each English value whose Romanian changed since it was checked.
 */
export const TRANSLATION_CHECK_WORDS: Record<
  UiLanguage,
  {
    heading: (count: number) => string
    explanation: string
    upToDate: string
    checkedAgainst: string
    current: string
    translation: string
    stillCorrect: string
    mark: string
    inSourcePane: string
  }
> = {
  ro: {
    // Romanian counts 20 and above (but 101 to 119, and so on) with "de": „21 de traduceri”.
    heading: (count) =>
      count === 1
        ? 'O traducere în engleză trebuie verificată'
        : `${count} ${count >= 20 && (count % 100 === 0 || count % 100 >= 20) ? 'de ' : ''}traduceri în engleză trebuie verificate`,
    explanation:
      'Româna s-a schimbat de când a fost verificată engleza. Corectează engleza sau, dacă spune încă același lucru, apasă „Traducerea e încă bună”.',
    upToDate: 'Engleza este verificată față de româna de acum.',
    checkedAgainst: 'Româna verificată',
    current: 'Româna de acum',
    translation: 'Engleza',
    stillCorrect: 'Traducerea e încă bună',
    mark: 'De verificat: româna s-a schimbat',
    inSourcePane: 'Traducerile de verificat apar în dreapta, deasupra textelor în engleză.',
  },
  en: {
    heading: (count) =>
      count === 1 ? 'One English translation needs a check' : `${count} English translations need a check`,
    explanation:
      'The Romanian changed since the English was checked. Correct the English or, if it still says the same, press "Translation still correct".',
    upToDate: 'The English is checked against the current Romanian.',
    checkedAgainst: 'Romanian as checked',
    current: 'Romanian now',
    translation: 'English',
    stillCorrect: 'Translation still correct',
    mark: 'Needs a check: the Romanian changed',
    inSourcePane: 'The translations to check are shown on the right, above the English texts.',
  },
}
