import { chooseUiLanguage, DEFAULT_UI_LANGUAGE, UI_LANGUAGE_STORAGE_KEY } from '../../../src/lib/editor/uiLanguage'
import { NOT_A_SITE_LANGUAGE } from '../../support/languages'

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
    expect(chooseUiLanguage(`?lang=${NOT_A_SITE_LANGUAGE}`, storage)).toBe(DEFAULT_UI_LANGUAGE)
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
