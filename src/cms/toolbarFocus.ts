/**
 * Keeps the keyboard in the entry's toolbar when Decap takes away the control that had it. Saving disables
 * Salvează while it writes, then draws the draft's toolbar; publishing draws the published entry's: the
 * browser then drops focus to the document's body, and an editor by keyboard, or a screen reader, starts again
 * from the top of the page (decaporg/decap-cms#1333). Focus goes instead to the toolbar's control after the one
 * taken away, or, where Decap drew the toolbar anew, to the control in its place. A control that is still there
 * and enabled keeps focus as the editor left it: a click elsewhere is not undone. Focus given by a click is
 * left alone: moved after a publish by mouse, it left Decap's delete button drawn without a name (Decap draws
 * one while the entry reloads), which editorAccessibility.spec.ts found; why it stayed is not yet known.
 */

const TOOLBAR = '[class*="-ToolbarContainer"]'
const CONTROLS = 'a[href], button:not(:disabled), [role="button"][tabindex="0"]'

type Focused = { element: Element; index: number }

/**
 * The toolbar's controls that are drawn: on a phone Acțiuni hides some (phoneToolbar.ts), on a laptop it is hidden.
 */
const toolbarControls = (document: Document) =>
  [...document.querySelectorAll(`${TOOLBAR} :is(${CONTROLS})`)].filter((control) => control.getClientRects().length)

const takenAway = (element: Element) => !element.isConnected || element.matches(':disabled')

/** The control to give focus to when `lost` was taken away, if the toolbar has one. */
function replacement(document: Document, lost: Focused): HTMLElement | undefined {
  const controls = toolbarControls(document)
  const after = lost.element.isConnected
    ? controls.find((control) => lost.element.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING)
    : controls[Math.min(lost.index, controls.length - 1)]
  return after instanceof HTMLElement ? after : undefined
}

/** Follows focus in Decap's entry toolbar of `document` and restores it when Decap takes its control away. */
export function keepToolbarFocus(document: Document) {
  let focused: Focused | undefined
  document.addEventListener('focusin', ({ target }) => {
    // Only the keyboard's focus: a click leaves focus where the browser puts it, as Decap expects.
    const element =
      target instanceof Element && target.closest(TOOLBAR) && target.matches(':focus-visible') ? target : undefined
    // Its place in the toolbar: how many of the toolbar's controls come before it.
    focused = element && {
      element,
      index: toolbarControls(document).filter(
        (control) => control !== element && control.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).length,
    }
  })
  new MutationObserver(() => {
    if (!focused || !takenAway(focused.element)) return
    const active = document.activeElement
    if (active && active !== document.body && active !== focused.element) return
    replacement(document, focused)?.focus()
  }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] })
}
