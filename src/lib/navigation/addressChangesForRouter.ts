/** The address without its fragment: what names the document shown. */
const documentOf = (address: string) => address.split('#', 1)[0]

/** Gatsby's router's history, as far as it is read here: told of each address the router takes in. */
export type RouterHistory = { listen(listener: (update: { location: { href: string } }) => void): unknown }

/**
 * Decides which of the browser's reports of a new address (`popstate`: a tap on a link within the page, Back,
 * Forward) reach the page's own listeners, Gatsby's router's among them:
 * - until `ready` settles, none; then the last one, if any, so that the router reads the address as it is then;
 * - after, only those that change the document from the one the router shows. A change of fragment alone is the
 *   browser's: it scrolls there by itself, where the router would render the whole page again, in the frame the
 *   visitor's tap waits for.
 * Call it before the router listens, so that its listeners come after this one.
 */
export function addressChangesForRouter(ready: Promise<unknown>, router: RouterHistory, target: Window = window): void {
  let hydrated = false
  let changed = false
  // The router's own `location` will not do: a listener Gatsby registers before this one takes in every new
  // address, held back or not. What the router shows is where it last navigated or was told of.
  let shown = target.location.href
  const holdBack = (event: PopStateEvent) => {
    if (hydrated && documentOf(shown) !== documentOf(target.location.href)) return
    event.stopImmediatePropagation()
    if (!hydrated) changed = true
  }
  target.addEventListener('popstate', holdBack, { capture: true })
  router.listen(({ location }) => (shown = location.href))
  void ready.then(() => {
    hydrated = true
    if (changed) target.dispatchEvent(new PopStateEvent('popstate', { state: target.history.state }))
  })
}
