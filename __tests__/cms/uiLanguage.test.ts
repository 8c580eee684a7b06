import {
  chooseUiLanguage,
  DEFAULT_UI_LANGUAGE,
  TRANSLATION_CHECK_WORDS,
  UI_LANGUAGE_STORAGE_KEY,
  UI_LANGUAGES,
  type UiLanguage,
} from '../../src/cms/uiLanguage'

const memory = () => {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  }
}

describe("the editor's interface language", () => {
  it('is the default without a choice', () => {
    expect(chooseUiLanguage('', memory())).toBe(DEFAULT_UI_LANGUAGE)
  })

  it('is the one the address asks for, remembered for the next visits', () => {
    const storage = memory()
    expect(chooseUiLanguage('?lang=ro', storage)).toBe('ro')
    expect(chooseUiLanguage('', storage)).toBe('ro')
    expect(chooseUiLanguage('?lang=en', storage)).toBe('en')
    expect(chooseUiLanguage('', storage)).toBe('en')
    expect(storage.getItem(UI_LANGUAGE_STORAGE_KEY)).toBe('en')
  })

  it('ignores a language it does not have, and storage the browser refuses', () => {
    const storage = memory()
    expect(chooseUiLanguage('?lang=fr', storage)).toBe(DEFAULT_UI_LANGUAGE)
    expect(storage.getItem(UI_LANGUAGE_STORAGE_KEY)).toBeNull()
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(chooseUiLanguage('?lang=ro', refusing)).toBe('ro')
    expect(chooseUiLanguage('', refusing)).toBe(DEFAULT_UI_LANGUAGE)
    expect(chooseUiLanguage('?lang=ro', undefined)).toBe('ro')
  })
})

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
