import { CMS_FIELD_ATTRIBUTE, editorLink, fieldReference } from '../lib/editMode/editorLink'
import { editModeWords } from '../lib/editMode/editModeWords'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../lib/i18n/languages'
import * as styles from './EditModeBar.module.css'

/** Elements a keyboard reaches without a tabindex. */
const FOCUSABLE = 'a[href], button, summary, input, select, textarea'
/** Marks the tabindex edit mode gave, to take it back. */
const ADDED_TABINDEX = 'data-cms-tabindex'

const pageLanguage = (document: Document): Language => {
  const language = document.documentElement.lang
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}

/**
 * The page's edit mode, on previews only (src/node/buildMode.ts): a bar at the end of the screen with an
 * "Edit" button. In edit mode, every piece of the page that comes from the content (its `data-cms-field`) is
 * outlined on hover and focus, reachable by Tab, and a click or Enter on it opens the editor at its field,
 * on the side of the page's language; the page's own links and buttons do nothing. Leaving it (the button
 * again, or Escape) gives the page back as visitors see it. The bar belongs to the editor: it speaks the
 * page's language where the editor's interface has it, else the interface's default.
 *
 * Starts edit mode's bar in `document`, whose pieces open the editor at `editor` (a preview's links open the
 * production site's, src/node/buildMode.ts); `open` goes there (a test gives its own).
 */
export function startEditMode(document: Document, editor: string, open = (url: string) => window.location.assign(url)) {
  const root = document.documentElement
  const bar = document.createElement('div')
  bar.className = styles.bar
  bar.setAttribute('role', 'region')
  const hint = document.createElement('p')
  hint.className = styles.hint
  hint.id = 'cms-edit-mode-hint'
  hint.hidden = true
  const toggle = document.createElement('button')
  toggle.type = 'button'
  toggle.className = styles.toggle
  toggle.setAttribute('aria-pressed', 'false')
  bar.append(hint, toggle)

  const showWords = () => {
    const words = editModeWords(pageLanguage(document))
    toggle.textContent = words.edit
    hint.textContent = words.hint
    bar.setAttribute('aria-label', words.edit)
  }
  showWords()
  // The language menu switches the page without loading it again.
  new MutationObserver(showWords).observe(root, { attributes: true, attributeFilter: ['lang'] })

  const pieces = () => [...document.querySelectorAll<HTMLElement>(`[${CMS_FIELD_ATTRIBUTE}]`)]
  const openField = (piece: Element) => {
    const language = pageLanguage(document)
    const reference = fieldReference(piece.getAttribute(CMS_FIELD_ATTRIBUTE) ?? '', language)
    if (reference) open(editorLink(reference, language, editor))
  }

  // Capturing, on the document: before the page's own handlers (React's are on its root) and links.
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null
    if (!target || bar.contains(target)) return
    event.preventDefault()
    event.stopPropagation()
    const piece = target.closest(`[${CMS_FIELD_ATTRIBUTE}]`)
    if (piece) openField(piece)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return void setEditing(false)
    const target = event.target as Element | null
    if (event.key !== 'Enter' || !target?.hasAttribute(CMS_FIELD_ATTRIBUTE)) return
    event.preventDefault()
    event.stopPropagation()
    openField(target)
  }

  const setEditing = (editing: boolean) => {
    root.classList.toggle(styles.editing, editing)
    toggle.setAttribute('aria-pressed', String(editing))
    hint.hidden = !editing
    if (editing) {
      for (const piece of pieces()) {
        if (piece.matches(FOCUSABLE) || piece.hasAttribute('tabindex')) continue
        piece.tabIndex = 0
        piece.setAttribute(ADDED_TABINDEX, '')
      }
      toggle.setAttribute('aria-describedby', hint.id)
      document.addEventListener('click', onClick, true)
      document.addEventListener('keydown', onKeyDown, true)
    } else {
      for (const piece of document.querySelectorAll(`[${ADDED_TABINDEX}]`)) {
        piece.removeAttribute('tabindex')
        piece.removeAttribute(ADDED_TABINDEX)
      }
      toggle.removeAttribute('aria-describedby')
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('keydown', onKeyDown, true)
    }
  }
  toggle.addEventListener('click', () => setEditing(toggle.getAttribute('aria-pressed') !== 'true'))

  root.classList.add(styles.available)
  document.body.append(bar)
  return { setEditing }
}
