import { FIELD_PARAMETER, LOCALE_PARAMETER } from '../lib/editMode/editorLink'
import { DEFAULT_LANGUAGE } from '../lib/i18n/languages'
import type { UiLanguage } from '../lib/editor/uiLanguage'
import { addEditorStyles, footCard } from './editorStyles'
import { FIELD_LINK_CSS } from './fieldLinkStyle'

/**
 * The editor's end of the page's edit mode (src/editMode/, src/lib/editMode/): a link such as
 * `/admin/?field=sites.1.description.en&locale=en#/collections/portfolio/entries/portfolio` opens the entry
 * (Decap's own route, after its log-in if need be), then the field: scrolled into view, focused and briefly
 * highlighted, on the side of `locale` in an entry edited in both languages side by side (the Texts). A field
 * that is no longer there leaves the entry open, with a notice in the interface's language.
 *
 * Decap draws each field under a label whose `for` is `<field name>-field-<n>`; a list's items are collapsed,
 * each under a bar whose first button opens it. The path is followed through those, as an editor would.
 */

export const LINKED_FIELD_CLASS = 'cms-linked-field'
const NOTICE_CLASS = 'cms-field-link-notice'
const FIELD_LINK_STYLES = 'cms-field-link-styles'

/** How long the highlight stays on the field, in ms (fieldLinkStyle.ts fades it out). */
const HIGHLIGHT_MS = 2500
/** How long an entry's form must stay without the field before it counts as missing, in ms. */
const SETTLE_MS = 500

/** Decap's own key for the pane beside the fields (EditorInterface.js): `i18n` shows the other language. */
const DECAP_RIGHT_PANE_KEY = 'cms.right-pane'

export const FIELD_LINK_WORDS: Record<UiLanguage, { missing: string; close: string }> = {
  ro: {
    missing: 'Câmpul din link nu mai există în această intrare; s-a deschis intrarea.',
    close: 'Închide',
  },
  en: {
    missing: 'The field the link points to is no longer in this entry; the entry is open.',
    close: 'Close',
  },
}

export type LinkedField = { path: string[]; locale: string; route: string }

/** The field a link asks for, from the address; null when it asks for none. */
export function linkedField(location: Pick<Location, 'search' | 'hash'>): LinkedField | null {
  const query = new URLSearchParams(location.search)
  const field = query.get(FIELD_PARAMETER)
  const route = /^#\/collections\/[\w-]+\/entries\/[\w-]+/.exec(location.hash)?.[0]
  if (!field || !route) return null
  return { path: field.split('.'), locale: query.get(LOCALE_PARAMETER) ?? DEFAULT_LANGUAGE, route }
}

type Found = { found: HTMLElement; container: HTMLElement } | { opened: true } | { missing: true } | null

const labelsOf = (scope: ParentNode, name: string) => [
  ...scope.querySelectorAll<HTMLLabelElement>(`label[for^="${CSS.escape(name)}-field-"]`),
]

/** The control that holds a field's label: Decap's ControlContainer, the label's bar's parent. */
const containerOf = (label: HTMLElement) => label.parentElement?.parentElement ?? null

const isShown = (element: Element) => element.getClientRects().length > 0

/**
 * Follows `path` through the entry's form: the field's element and its control when they are shown; `opened`
 * when a collapsed list item was just opened on the way (look again once Decap has drawn it); `missing` when
 * the form has no such field; null while there is no form yet. `opened` holds the items opened so far: one
 * that stays closed counts as missing.
 */
export function findField(document: Document, { path, locale }: LinkedField, opened: Set<Element> = new Set()): Found {
  if (!document.querySelector('label[for*="-field-"]')) return null
  let scope: ParentNode = document
  let label: HTMLLabelElement | undefined
  for (let index = 0; index < path.length; index++) {
    const segment = path[index]
    if (/^\d+$/.test(segment)) {
      // A list's item: the item's own field named next, in item order.
      const next = path[index + 1]
      if (!next) return { missing: true }
      label = labelsOf(scope, next)[Number(segment)]
      if (!label) return { missing: true }
      index++
      if (!isShown(label)) {
        // A collapsed item hides its fields (display: none): its bar, beside them, opens it.
        let hidden: HTMLElement | null = label
        while (hidden && hidden !== scope && getComputedStyle(hidden).display !== 'none') hidden = hidden.parentElement
        while (hidden?.parentElement && getComputedStyle(hidden.parentElement).display === 'none')
          hidden = hidden.parentElement
        const opener = hidden?.parentElement?.querySelector<HTMLButtonElement>(':scope > div > button')
        if (!opener || opened.has(opener)) return { missing: true }
        opened.add(opener)
        opener.click()
        return { opened: true }
      }
    } else {
      const labels = labelsOf(scope, segment)
      // The Texts have a pane per language, Romanian first: the other language's field is in the second.
      label = index === 0 && locale !== DEFAULT_LANGUAGE && labels.length > 1 ? labels[1] : labels[0]
      if (!label) return { missing: true }
    }
    const container = containerOf(label)
    if (!container) return { missing: true }
    scope = container
  }
  if (!label) return { missing: true }
  const container = scope as HTMLElement
  const target = document.getElementById(label.htmlFor)
  const focusable =
    target?.matches('input, textarea, select, button, [tabindex]') === true
      ? target
      : container.querySelector<HTMLElement>('input, textarea, select, button, [tabindex]')
  return { found: focusable ?? container, container }
}

function showNotice(document: Document, words: (typeof FIELD_LINK_WORDS)[UiLanguage]) {
  const notice = footCard(document, 'div', { id: FIELD_LINK_STYLES, css: FIELD_LINK_CSS })
  notice.classList.add(NOTICE_CLASS)
  notice.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.textContent = words.missing
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = words.close
  close.addEventListener('click', () => notice.remove())
  notice.append(text, close)
  document.body.append(notice)
}

/** The address without the link's parameters, so that Decap's later routes do not carry them. */
function forgetLink(window: Window) {
  const url = new URL(window.location.href)
  url.searchParams.delete(FIELD_PARAMETER)
  url.searchParams.delete(LOCALE_PARAMETER)
  window.history.replaceState(window.history.state, '', url)
}

/** Waits for the linked entry's form (after log-in if need be), then brings its field forward. */
export function openLinkedField(window: Window, uiLanguage: UiLanguage) {
  const link = linkedField(window.location)
  if (!link) return
  const { document } = window
  addEditorStyles(document, FIELD_LINK_STYLES, FIELD_LINK_CSS)
  if (link.locale !== DEFAULT_LANGUAGE) {
    try {
      window.localStorage.setItem(DECAP_RIGHT_PANE_KEY, 'i18n')
    } catch {
      // Storage refused: the other language's pane shows if the editor left it open.
    }
  }
  let missingSince = 0
  const opened = new Set<Element>()
  let scheduled = false
  // A settle timer set by an earlier look may still fire after the link is done with: it must find nothing to do.
  let done = false
  const stop = () => {
    done = true
    observer.disconnect()
    forgetLink(window)
  }
  const look = () => {
    scheduled = false
    if (done || !window.location.hash.startsWith(link.route)) return
    const result = findField(document, link, opened)
    if (!result || 'opened' in result) return void (missingSince = 0)
    if ('missing' in result) {
      missingSince ||= Date.now()
      if (Date.now() - missingSince < SETTLE_MS) return void window.setTimeout(schedule, SETTLE_MS)
      stop()
      showNotice(document, FIELD_LINK_WORDS[uiLanguage])
      return
    }
    stop()
    const { found, container } = result
    container.scrollIntoView({ block: 'center' })
    found.focus({ preventScroll: true })
    container.classList.add(LINKED_FIELD_CLASS)
    window.setTimeout(() => container.classList.remove(LINKED_FIELD_CLASS), HIGHLIGHT_MS)
  }
  function schedule() {
    if (scheduled) return
    scheduled = true
    window.requestAnimationFrame(look)
  }
  const observer = new MutationObserver(schedule)
  // Opening a list item changes classes only (its fields are drawn, hidden): watch them too.
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] })
  schedule()
}
