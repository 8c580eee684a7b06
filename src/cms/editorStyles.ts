/**
 * Below this width the editor is laid out for a phone: decap-cms-core-phone-editor.patch (cms-packages/patches/)
 * switches an entry to one pane at the same width.
 */
export const PHONE_LAYOUT = '(max-width: 799.98px)'

/**
 * A button of Decap's entry toolbar as decap-cms-ui-default draws it (buttons.button with lightBlue): what the
 * buttons we put beside Decap's wear.
 */
export const DECAP_TOOLBAR_BUTTON = `
  padding: 0 15px;
  border: 0;
  border-radius: 5px;
  background-color: #e8f5fe;
  color: #3a69c7;
  font: inherit;
  font-size: 14px;
  font-weight: 500;
  cursor: pointer;
`

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

@media ${PHONE_LAYOUT} {
  .${FOOT_CARD_CLASS} button {
    min-height: 44px;
  }
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

/**
 * The room the foot cards shown take at the bottom of the window, in px (0 with none shown), kept on the root
 * element: on a phone Decap's notifications sit at the foot too (PHONE_EDITOR_CSS), and stand above the cards
 * instead of covering them (a publish shows both at once).
 */
const FOOT_CARDS_ROOM = '--cms-foot-cards-room'

const footCardsWatched = new WeakMap<Document, ResizeObserver>()

/** Follows the size of every foot card of `document` (one also fires as it leaves the document). */
function footCardsWatch(document: Document) {
  const window = document.defaultView!
  let watch = footCardsWatched.get(document)
  if (!watch) {
    watch = new window.ResizeObserver(() => {
      const tops = [...document.querySelectorAll(`.${FOOT_CARD_CLASS}`)]
        .map((card) => card.getBoundingClientRect())
        .filter((box) => box.height > 0)
        .map((box) => box.top)
      const room = tops.length > 0 ? window.innerHeight - Math.min(...tops) : 0
      document.documentElement.style.setProperty(FOOT_CARDS_ROOM, `${Math.ceil(room)}px`)
    })
    footCardsWatched.set(document, watch)
  }
  return watch
}

/** A card at the foot of the window, with its element's own `css` added once beside the cards' shared rules. */
export function footCard(document: Document, tagName: 'div' | 'section', { id, css }: { id: string; css: string }) {
  addEditorStyles(document, 'cms-foot-card-styles', FOOT_CARD_CSS)
  addEditorStyles(document, id, css)
  const card = document.createElement(tagName)
  card.classList.add(FOOT_CARD_CLASS)
  footCardsWatch(document).observe(card)
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

/** The Acțiuni button of an entry's toolbar on a phone (phoneToolbar.ts). */
export const TOOLBAR_MENU_CLASS = 'cms-toolbar-menu'
/** The toolbar's mark while Acțiuni shows the rest of its controls. */
export const MENU_OPEN = 'data-menu-open'

/** Each of the toolbar's controls that Acțiuni shows on a phone: all but Salvează and Acțiuni itself. */
const ACTIONS_ITEM = `[class*='-ToolbarSubSectionFirst'] > :not([class*='-SaveButton'], .${TOOLBAR_MENU_CLASS})`

/**
 * An entry's toolbar on a screen too narrow for its one row: a tablet, a small laptop. Decap draws it 66 px high
 * over panes that start 66 px down, its controls in one row that never wraps: with this editor's Romanian words
 * and Istoric a draft's row is about 1,320 px wide, so on a narrower screen its right end (the preview's link, the
 * site, the log-out menu) would run off the screen and the back link's text out of the toolbar's top. Here the
 * middle part wraps its controls onto more rows when they do not fit, the toolbar grows with them and the panes
 * start below it, a column that the phone's layout keeps; where they fit it is Decap's row, unchanged.
 */
const TOOLBAR_WRAP_CSS = `
[class*='-EditorContainer'] {
  display: flex !important;
  flex-direction: column !important;
  padding-top: 0 !important;
}

[class*='-ToolbarContainer'] {
  position: relative !important;
  flex: none !important;
  height: auto !important;
  min-height: 66px !important;
}

[class*='-ToolbarSectionBackLink'],
[class*='-ToolbarSectionMeta'] {
  flex: none !important;
  height: auto !important;
}

[class*='-ToolbarSectionMain'] {
  flex-wrap: wrap !important;
  align-content: center !important;
  gap: 8px 0 !important;
  min-width: 0 !important;
  height: auto !important;
  padding-block: 8px !important;
}

[class*='-ToolbarSubSectionFirst'],
[class*='-ToolbarSubSectionLast'] {
  flex-wrap: wrap !important;
  gap: 8px 0 !important;
}

/* Decap centres the panes with auto margins, which would shrink them to their content in a column. */
[class*='-EditorContainer'] > :last-child {
  flex: 1 1 auto !important;
  width: 100% !important;
  min-height: 0 !important;
  height: auto !important;
}
`

/**
 * The editor on a phone. Decap lays an entry's toolbar and panes out 800 px wide at least: here the toolbar, the
 * switch between the form and the preview (drawn by decap-cms-core-phone-editor.patch, which marks the entry with
 * data-phone-view) and the one pane shown stack in a column as tall as the screen, and only the pane scrolls. The
 * toolbar is one row: its back link (the collection's name unseen, the badge that says whether the entry is saved),
 * Salvează and Acțiuni, which shows the toolbar's other controls below, one per row (phoneToolbar.ts). Every
 * control Decap draws too small for a thumb is 44 px, and every field's text 16 px, below which iOS zooms the
 * page into a field it focuses. Decap's emotion rules come after ours and its panes' widths are inline: hence
 * the `!important`.
 */
const PHONE_EDITOR_CSS = `
.${TOOLBAR_MENU_CLASS} {
  display: none;
}

@media ${PHONE_LAYOUT} {
  [class*='-EditorContainer'] {
    min-width: 0 !important;
  }

  [class*='-ToolbarContainer'] {
    flex-wrap: wrap !important;
    gap: 8px !important;
    align-items: center !important;
    min-width: 0 !important;
    min-height: 0 !important;
    padding: 8px !important;
  }

  /* The toolbar's controls are its own items, placed by order. */
  [class*='-ToolbarSectionMain'],
  [class*='-ToolbarSubSectionFirst'] {
    display: contents !important;
  }

  [class*='-ToolbarSectionBackLink'] {
    flex: 1 1 0 !important;
    height: auto !important;
    min-width: 0 !important;
    min-height: 44px !important;
    padding: 0 4px !important;
    border: 0 !important;
  }

  [class*='-BackArrow'] {
    margin-right: 8px !important;
  }

  /* Out of sight, still in the link's name. */
  [class*='-BackCollection'] {
    position: absolute !important;
    width: 1px !important;
    height: 1px !important;
    overflow: hidden !important;
    clip-path: inset(50%) !important;
    white-space: nowrap !important;
  }

  [class*='-BackStatus'] {
    margin-top: 0 !important;
  }

  [class*='-SaveButton'] {
    order: 1 !important;
  }

  /* The avatar's menu: the collections' header has it. */
  [class*='-ToolbarSectionMeta'] {
    display: none !important;
  }

  .${TOOLBAR_MENU_CLASS} {
    display: block;
    order: 2;
    ${DECAP_TOOLBAR_BUTTON}
  }

  .${TOOLBAR_MENU_CLASS}::after {
    content: '';
    display: inline-block;
    margin-left: 8px;
    border: 5px solid transparent;
    border-top-color: currentColor;
    vertical-align: -3px;
  }

  .${TOOLBAR_MENU_CLASS}[aria-expanded='true']::after {
    border-top-color: transparent;
    border-bottom-color: currentColor;
    vertical-align: 2px;
  }

  [class*='-SaveButton'],
  .${TOOLBAR_MENU_CLASS},
  [class*='-ToolbarSubSectionFirst'] :is(button, a, [role='button']) {
    min-height: 44px !important;
    margin: 0 !important;
    line-height: 44px !important;
  }

  /* The controls Acțiuni shows: a row each, the width of the toolbar. */
  ${ACTIONS_ITEM} {
    display: none !important;
    order: 3 !important;
    flex: 1 0 100% !important;
    margin: 0 !important;
    text-align: left !important;
  }

  [${MENU_OPEN}] ${ACTIONS_ITEM} {
    display: flex !important;
  }

  ${ACTIONS_ITEM} > *,
  ${ACTIONS_ITEM} :is(button, a, [role='button']) {
    flex: 1 1 auto !important;
    height: auto !important;
    text-align: left !important;
  }

  .cms-phone-view {
    display: flex;
    flex: none;
    margin: 8px;
    border: 1px solid #3a69c7;
    border-radius: 5px;
    overflow: hidden;
  }

  .cms-phone-view button {
    flex: 1 1 0;
    min-height: 44px;
    border: 0;
    background-color: #ffffff;
    color: #3a69c7;
    font: inherit;
    font-size: 15px;
    font-weight: 500;
    cursor: pointer;
  }

  .cms-phone-view button[aria-pressed='true'] {
    background-color: #3a69c7;
    color: #ffffff;
  }

  /* The pane shown fills the rest of the column (TOOLBAR_WRAP_CSS); the other is not drawn. */
  .SplitPane > .Resizer {
    display: none !important;
  }

  .SplitPane > .Pane {
    width: 100% !important;
    flex: 1 1 auto !important;
  }

  [data-phone-view='form'] .SplitPane > .Pane2,
  [data-phone-view='preview'] .SplitPane > .Pane1 {
    display: none !important;
  }

  /* A tap leaves no ring; the keyboard's, :focus-visible's, stays (KEYBOARD_FOCUS_CSS). */
  :focus:not(:focus-visible) {
    outline: none !important;
  }

  [class*='-StyledListItemTopBar'] {
    height: 44px !important;
  }

  [class*='-StyledListItemTopBar'] :is(button, [role='button']),
  button[class*='-ExpandButton'] {
    display: flex !important;
    align-items: center !important;
    justify-content: center !important;
    min-width: 44px !important;
    min-height: 44px !important;
  }

  button:is([class*='-AddButton'], [class*='-FileWidgetButton'], [class*='-LoginButton']),
  [class*='-LocaleButton'],
  [role='menuitem'] {
    min-height: 44px !important;
  }

  [class*='-LocaleButton'] {
    line-height: 44px !important;
  }

  /* The form's language and its copy from another: one above the other on a narrow phone. */
  [class*='-LocaleRowWrapper'] {
    flex-wrap: wrap !important;
  }

  /* Notifications at the foot of the screen, where a phone shows them, not over the toolbar's one row; above the
     foot cards shown (footCard). */
  .Toastify__toast-container {
    top: auto !important;
    bottom: var(${FOOT_CARDS_ROOM}, 0px) !important;
  }

  .Toastify__close-button {
    min-width: 44px;
    min-height: 44px;
  }

  input,
  textarea,
  select {
    font-size: 16px !important;
  }
}
`

/**
 * Lays an entry out for a screen narrower than Decap's (TOOLBAR_WRAP_CSS), and the editor for a phone below
 * PHONE_LAYOUT's width (PHONE_EDITOR_CSS, whose rules come after and win).
 */
export const layOutForSmallScreens = (document: Document) =>
  addEditorStyles(document, 'cms-small-screens', TOOLBAR_WRAP_CSS + PHONE_EDITOR_CSS)
