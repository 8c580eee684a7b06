import { LANGUAGE_STORAGE_KEY, type Language } from './languages'

/**
 * Stores the visitor's choice under `lang`. Storage that throws (blocked cookies, some private
 * modes) changes nothing visible: the switch still happens, the choice is just not remembered.
 */
export function storeLanguage(language: Language, storage: () => Pick<Storage, 'setItem'> = () => window.localStorage) {
  try {
    storage().setItem(LANGUAGE_STORAGE_KEY, language)
  } catch (error) {
    console.warn('Language choice not saved: local storage cannot be written.', error)
  }
}
