/**
 * Holds back every change of address the browser reports (`popstate`: a tap on a link within the page, Back,
 * Forward) from the page's own listeners until `ready` settles, then reports the last one: listeners that read
 * the address when told (Gatsby's router) find it as it is then. A change reported after `ready` goes through.
 */
export function addressChangesAfter(ready: Promise<unknown>, target: Window = window): void {
  let changed = false
  const holdBack = (event: PopStateEvent) => {
    event.stopImmediatePropagation()
    changed = true
  }
  target.addEventListener('popstate', holdBack, { capture: true })
  void ready.then(() => {
    target.removeEventListener('popstate', holdBack, { capture: true })
    if (changed) target.dispatchEvent(new PopStateEvent('popstate', { state: target.history.state }))
  })
}
