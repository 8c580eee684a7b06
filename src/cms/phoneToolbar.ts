import type { UiLanguage } from '../lib/editor/uiLanguage'
import { MENU_OPEN, TOOLBAR_MENU_CLASS } from './editorStyles'

/**
 * An entry's toolbar on a phone (PHONE_EDITOR_CSS, editorStyles.ts) is one row: the back link, Salvează and
 * the Acțiuni button, which shows the toolbar's other controls (the status and Publică menus, Istoric, the
 * preview's link, the delete button) below it, one per row, and hides them again. Decap's toolbar takes no
 * button of ours: it goes in each time Decap draws the toolbar, as Istoric does (history/historyButton.tsx),
 * right after Salvează, so that Tab reaches the controls it shows after it. Wider screens never show it.
 */

export const TOOLBAR_MENU_WORDS: Record<UiLanguage, string> = { ro: 'Acțiuni', en: 'Actions' }

const TOOLBAR = '[class*="-ToolbarContainer"]'
const SAVE = '[class*="-SaveButton"]'

/** Adds the Acțiuni button, in `language`, to every entry toolbar Decap draws in `document`. */
export function addToolbarMenu(document: Document, language: UiLanguage) {
  const place = () => {
    const toolbar = document.querySelector(TOOLBAR)
    const save = toolbar?.querySelector(SAVE)
    if (!toolbar || !save || toolbar.querySelector(`.${TOOLBAR_MENU_CLASS}`)) return
    const button = document.createElement('button')
    button.type = 'button'
    button.className = TOOLBAR_MENU_CLASS
    button.textContent = TOOLBAR_MENU_WORDS[language]
    button.setAttribute('aria-expanded', 'false')
    button.addEventListener('click', () => {
      const open = !toolbar.hasAttribute(MENU_OPEN)
      toolbar.toggleAttribute(MENU_OPEN, open)
      button.setAttribute('aria-expanded', String(open))
    })
    save.after(button)
  }
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true })
}
