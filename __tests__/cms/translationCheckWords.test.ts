import { TRANSLATION_CHECK_WORDS } from '../../src/cms/translationCheckWords'
import { UI_LANGUAGES, type UiLanguage } from '../../src/lib/editor/uiLanguage'

describe("the words of the translations' check", () => {
  const words = (language: UiLanguage) => {
    const { heading, ...texts } = TRANSLATION_CHECK_WORDS[language]
    return [heading(1), heading(2), ...Object.values(texts)]
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
    expect(TRANSLATION_CHECK_WORDS.ro.heading(1)).toBe('O traducere în engleză trebuie verificată')
    expect(TRANSLATION_CHECK_WORDS.ro.heading(3)).toBe('3 traduceri în engleză trebuie verificate')
    expect(TRANSLATION_CHECK_WORDS.ro.heading(21)).toBe('21 de traduceri în engleză trebuie verificate')
    expect(TRANSLATION_CHECK_WORDS.ro.heading(105)).toBe('105 traduceri în engleză trebuie verificate')
  })
})
