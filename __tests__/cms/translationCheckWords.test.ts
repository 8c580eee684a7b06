import { TRANSLATION_CHECK_WORDS } from '../../src/cms/translationCheckWords'
import { TARGET_LANGUAGES } from '../../src/lib/content/translationChecks'
import { UI_LANGUAGES, type UiLanguage } from '../../src/lib/editor/uiLanguage'
import { languageRecord } from '../../src/lib/i18n/languages'
import { POLISH, withLanguageRecords } from '../support/languages'

/** The label Decap's Romanian interface gives the language menu over a language's texts. */
const menuLabel = (language: string) => `Scrii în ${language.toUpperCase()}`

describe("the words of the translations' check", () => {
  const words = (language: UiLanguage) => {
    const { heading, upToDate, translation, inSourcePane, ...texts } = TRANSLATION_CHECK_WORDS[language]
    return [
      heading(1, TARGET_LANGUAGES),
      heading(2, TARGET_LANGUAGES),
      upToDate(TARGET_LANGUAGES),
      ...TARGET_LANGUAGES.map(translation),
      inSourcePane(TARGET_LANGUAGES, menuLabel),
      ...Object.values(texts),
    ]
  }

  it('exist in each language of the interface, every one of them', () => {
    for (const language of UI_LANGUAGES) {
      expect(words(language).every((text) => text.trim().length > 0)).toBe(true)
      expect(Object.keys(TRANSLATION_CHECK_WORDS[language])).toEqual(Object.keys(TRANSLATION_CHECK_WORDS.ro))
    }
  })

  it('are written in Romanian with ș and ț (comma below), never the cedilla letters ş ţ', () => {
    expect(words('ro').filter((text) => /[şţŞŢ]/.test(text))).toEqual([])
  })

  it('count in Romanian: one translation, or several', () => {
    const { heading } = TRANSLATION_CHECK_WORDS.ro
    expect(heading(1, ['en'])).toBe('O traducere în engleză trebuie verificată')
    expect(heading(3, ['en'])).toBe('3 traduceri în engleză trebuie verificate')
    expect(heading(21, ['en'])).toBe('21 de traduceri în engleză trebuie verificate')
    expect(heading(105, ['en'])).toBe('105 traduceri în engleză trebuie verificate')
  })

  it('name each language the texts are translated into by its record, in each language of the interface', () => {
    for (const ui of UI_LANGUAGES) {
      const { heading, upToDate, translation, inSourcePane } = TRANSLATION_CHECK_WORDS[ui]
      for (const language of TARGET_LANGUAGES) {
        const name = languageRecord(language).nameIn[ui]
        for (const text of [heading(1, TARGET_LANGUAGES), heading(2, TARGET_LANGUAGES), upToDate(TARGET_LANGUAGES)])
          expect(text).toContain(name)
        expect(inSourcePane(TARGET_LANGUAGES, menuLabel)).toContain(name)
        expect(translation(language)).toContain(name)
      }
    }
    expect(TRANSLATION_CHECK_WORDS.ro.translation('en')).toBe('În engleză')
    expect(TRANSLATION_CHECK_WORDS.en.translation('en')).toBe('In English')
  })

  it('name every translation of a language the records gain, as the interface joins a list', async () => {
    const { TRANSLATION_CHECK_WORDS: words, TARGET_LANGUAGES: targets } = await withLanguageRecords(
      [languageRecord('ro'), languageRecord('en'), POLISH],
      async () => ({
        ...(await import('../../src/cms/translationCheckWords')),
        ...(await import('../../src/lib/content/translationChecks')),
      }),
    )
    expect(targets).toEqual(['en', POLISH.code])
    expect(words.ro.heading(2, targets)).toBe('2 traduceri în engleză și în poloneză trebuie verificate')
    expect(words.en.upToDate(targets)).toBe(
      'The translations in English and in Polish are checked against the current Romanian.',
    )
    expect(words.ro.inSourcePane(targets, menuLabel)).toBe(
      'Traducerile de verificat apar deasupra textelor în engleză sau în poloneză, la „Scrii în EN” sau „Scrii în PL”.',
    )
    expect(words.ro.translation(targets[1])).toBe('În poloneză')
  })
})
