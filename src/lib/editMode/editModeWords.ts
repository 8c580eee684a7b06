import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '../editor/uiLanguage'

/**
 * The words of the page's edit mode (src/editMode/editModeBar.ts), which belongs to the editor: in the
 * editor's interface languages.
 */
export const EDIT_MODE_WORDS: Record<UiLanguage, { edit: string; hint: string }> = {
  ro: {
    edit: 'Editează',
    hint: 'Alege un text, o imagine sau un câmp de contact pentru a-l deschide în editor.',
  },
  en: {
    edit: 'Edit',
    hint: 'Choose a text, an image or a contact field to open it in the editor.',
  },
}

/** The edit mode's words on a page in `language`: the page's language where the editor has it, else its default. */
export const editModeWords = (language: string) =>
  EDIT_MODE_WORDS[isUiLanguage(language) ? language : DEFAULT_UI_LANGUAGE]
