import { HISTORY_WORDS } from '../../../src/cms/history/historyWords'
import { UI_LANGUAGES } from '../../../src/lib/editor/uiLanguage'
import { LANGUAGE_RECORDS, languageRecord } from '../../../src/lib/i18n/languages'
import { POLISH, withLanguageRecords } from '../../support/languages'

describe("the words of an entry's history", () => {
  it("head each language's values with its name in the interface's language, as its record gives it", () => {
    for (const ui of UI_LANGUAGES)
      for (const { code, nameIn } of LANGUAGE_RECORDS) expect(HISTORY_WORDS[ui].inLanguage(code)).toContain(nameIn[ui])
    expect(HISTORY_WORDS.ro.inLanguage('en')).toBe('În engleză')
    expect(HISTORY_WORDS.en.inLanguage('ro')).toBe('In Romanian')
  })

  it('head the values of a language the records gain', async () => {
    const { HISTORY_WORDS: words, LANGUAGES: languages } = await withLanguageRecords(
      [languageRecord('ro'), languageRecord('en'), POLISH],
      async () => ({
        ...(await import('../../../src/cms/history/historyWords')),
        ...(await import('../../../src/lib/i18n/languages')),
      }),
    )
    expect(languages.map((language) => words.ro.inLanguage(language))).toEqual([
      'În română',
      'În engleză',
      'În poloneză',
    ])
    expect(languages.map((language) => words.en.inLanguage(language))).toEqual([
      'In Romanian',
      'In English',
      'In Polish',
    ])
  })
})
