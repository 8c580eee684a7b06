/**
 * Adds a style sheet of ours to the editor's document, once per id. The editor's document has only Decap's
 * styles (emotion's): cms.css, the bundle's sheet, is the previews' (index.tsx), with the page's global styles
 * in it, so what we draw in Decap's interface brings its own. The editor's policy allows inline styles
 * (src/node/afterBuild/contentSecurityPolicy.ts).
 */
export function addEditorStyles(document: Document, id: string, css: string) {
  if (document.getElementById(id)) return
  const style = document.createElement('style')
  style.id = id
  style.textContent = css
  document.head.append(style)
}

/**
 * Decap's notifications (react-toastify's "colored" theme) write white on green #07bc0c (2.6:1), blue #3498db
 * (3.2:1), yellow #f1c40f (1.7:1) and red #e74c3c (3.8:1): the same hues, dark enough for white text (5.3:1 and
 * more). Set on the notifications' container, they override the library's own, whatever order the sheets come in.
 */
const NOTIFICATION_CSS = `
.Toastify {
  --toastify-color-info: #1f6fb2;
  --toastify-color-success: #1e7b34;
  --toastify-color-warning: #8a5a00;
  --toastify-color-error: #c62828;
}
`

/** Gives Decap's notifications colours that white text reads on. */
export const addNotificationColours = (document: Document) =>
  addEditorStyles(document, 'cms-notification-colours', NOTIFICATION_CSS)

/** The class of a card at the foot of the window, drawn as Decap draws its cards (the publish status, a notice). */
export const FOOT_CARD_CLASS = 'cms-foot-card'

const FOOT_CARD_CSS = `
.${FOOT_CARD_CLASS} {
  position: fixed;
  inset: auto 1rem 1rem;
  z-index: 1000;
  display: flex;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  max-width: 40rem;
  margin: 0 auto;
  color: #313d3e;
  font-size: 0.9375rem;
  line-height: 1.4;
}

.${FOOT_CARD_CLASS} p {
  margin: 0;
}

.${FOOT_CARD_CLASS} button {
  flex: none;
  padding: 0.375rem 0.75rem;
  border: 1px solid #313d3e;
  border-radius: 5px;
  background: #ffffff;
  color: #313d3e;
  font: inherit;
  cursor: pointer;
}

.${FOOT_CARD_CLASS} :focus-visible {
  outline: 3px solid #3a69c7;
  outline-offset: 2px;
}
`

/** The look of a card: white, Decap's 5 px radius and deep shadow, a left edge in the colour of what it says. */
export const footCardLook = (selector: string, edge: string) => `
${selector} {
  padding: 0.75rem 1rem;
  border-left: 6px solid ${edge};
  border-radius: 5px;
  background: #ffffff;
  box-shadow:
    0 4px 12px 0 rgb(68 74 87 / 0.15),
    0 1px 3px 0 rgb(68 74 87 / 0.25);
}
`

/** A card at the foot of the window, with its element's own `css` added once beside the cards' shared rules. */
export function footCard(document: Document, tagName: 'div' | 'section', { id, css }: { id: string; css: string }) {
  addEditorStyles(document, 'cms-foot-card-styles', FOOT_CARD_CSS)
  addEditorStyles(document, id, css)
  const card = document.createElement(tagName)
  card.classList.add(FOOT_CARD_CLASS)
  return card
}

/** Marks the preview's frame while focus is inside it: no selector matches a frame for that (below). */
const FOCUS_INSIDE = 'data-focus-inside'

/**
 * Where the keyboard is, on every control of Decap's interface and ours: one ring, Decap's blue (#3a69c7), at
 * least 4.5:1 against every background it is drawn on (white, Decap's grey #eff0f4, its pale blue #e8f5fe).
 * Decap draws its text fields with `outline: 0` and no other mark of focus, and leaves the rest to the
 * browser's ring, whose colour varies; its emotion rules come after ours, hence the `!important`. The preview's
 * frame is outlined while focus is inside it: the page's own ring, inside, may be scrolled out of sight.
 */
const KEYBOARD_FOCUS_CSS = `
:focus-visible,
iframe[${FOCUS_INSIDE}] {
  outline: 3px solid #3a69c7 !important;
  outline-offset: 2px !important;
}
`

/** Shows where the keyboard is in the editor's window (KEYBOARD_FOCUS_CSS). */
export function showKeyboardFocus(window: Window) {
  const { document } = window
  addEditorStyles(document, 'cms-keyboard-focus', KEYBOARD_FOCUS_CSS)
  // A frame with focus inside matches none of :focus, :focus-within and :focus-visible (Chromium): the editor's
  // window loses focus to it, or gets it back, and then the frame is marked or not, once focus has moved.
  const markFrame = () =>
    setTimeout(() => {
      for (const frame of document.querySelectorAll(`iframe[${FOCUS_INSIDE}]`)) frame.removeAttribute(FOCUS_INSIDE)
      const focused = document.activeElement
      if (focused instanceof HTMLIFrameElement) focused.setAttribute(FOCUS_INSIDE, '')
    })
  window.addEventListener('blur', markFrame)
  window.addEventListener('focus', markFrame)
}
