/**
 * Decap opens an entry once, when it draws the entry's editor (decap-cms-core 3.19: Editor's componentDidMount
 * loads it), and keeps that editor for any other entry's address: an entry reached straight from another (a
 * pasted link, a bookmark, Back) shows the first entry's data under its own fields, such as a portfolio with no
 * sites (decaporg/decap-cms#4147, open). Until Decap fixes it, going from one entry to another by the address
 * loads the editor afresh, as opening that address does. Unsaved changes are still asked about (the editor's
 * `beforeunload`); kept, the open entry stays as it was.
 */

const ENTRY_ROUTE = /^#\/collections\/([^/?#]+)\/entries\/([^?#]+)/

/** The entry an editor's address opens, as `<collection>/<entry>`; null for any other of its views. */
export function entryOf(url: string): string | null {
  const route = ENTRY_ROUTE.exec(new URL(url).hash)
  return route ? `${route[1]}/${route[2]}` : null
}

/**
 * Reloads the editor in `window` when its address goes from one entry to another. To be called before Decap
 * starts: the change then never reaches Decap's router, which would draw the new entry over the old one's data.
 */
export function reopenOnEntrySwitch(window: Window, reload = () => window.location.reload()) {
  window.addEventListener('hashchange', (event) => {
    const from = entryOf(event.oldURL)
    const to = entryOf(event.newURL)
    if (!from || !to || from === to) return
    event.stopImmediatePropagation()
    reload()
  })
}
