import { addressChangesForRouter, type RouterHistory } from '../../../src/lib/navigation/addressChangesForRouter'

type Update = Parameters<RouterHistory['listen']>[0]

/**
 * A window of its own for each test, with a history as Gatsby's router keeps it (@gatsbyjs/reach-router's
 * globalHistory): each listener hears the browser's popstate on its own, and the router's navigations from
 * the history itself. Gatsby listens before the page's code runs, and the router renders the page from a
 * listener of its own, once the page has started: what that one hears is what the router shows.
 */
function pageWithRouter() {
  const page = Object.assign(new EventTarget(), {
    location: { href: 'https://example.com/' },
    history: { state: null },
  })
  const listeners: Update[] = []
  const router: RouterHistory = {
    listen(listener) {
      listeners.push(listener)
      page.addEventListener('popstate', () => listener({ location: { href: page.location.href } }))
    },
  }
  router.listen(() => {})
  let ready = () => {}
  addressChangesForRouter(new Promise<void>((resolve) => (ready = resolve)), router, page as unknown as Window)
  const shown: string[] = []
  router.listen(({ location }) => shown.push(new URL(location.href).pathname + new URL(location.href).hash))
  return {
    shown,
    hydrate: async () => {
      ready()
      await Promise.resolve()
    },
    /** The browser's new address (a link within the page, Back, Forward), reported as the browser reports it. */
    browserGoesTo: (to: string) => {
      page.location.href = new URL(to, page.location.href).href
      page.dispatchEvent(new PopStateEvent('popstate', { state: null }))
    },
    /** The router's own navigation (a language switch): it tells its listeners, with no popstate. */
    routerGoesTo: (to: string) => {
      page.location.href = new URL(to, page.location.href).href
      for (const listener of listeners) listener({ location: { href: page.location.href } })
    },
  }
}

describe('addressChangesForRouter', () => {
  it('holds back every change until the page is ready, then reports the last, as the address is then', async () => {
    const page = pageWithRouter()
    page.browserGoesTo('/#portfolio')
    page.browserGoesTo('/en/#contact')
    expect(page.shown).toEqual([])
    await page.hydrate()
    expect(page.shown).toEqual(['/en/#contact'])
  })

  it('once ready, lets through a change of document', async () => {
    const page = pageWithRouter()
    await page.hydrate()
    page.browserGoesTo('/en/')
    expect(page.shown).toEqual(['/en/'])
  })

  it('never tells the router of a change of fragment alone', async () => {
    const page = pageWithRouter()
    page.browserGoesTo('/#portfolio')
    await page.hydrate()
    page.browserGoesTo('/#contact')
    page.browserGoesTo('/')
    expect(page.shown).toEqual([])
  })

  it('follows the router’s own navigations: Back at once after one reaches the router', async () => {
    const page = pageWithRouter()
    await page.hydrate()
    page.routerGoesTo('/en/#contact')
    page.browserGoesTo('/#contact')
    page.browserGoesTo('/#portfolio')
    expect(page.shown).toEqual(['/en/#contact', '/#contact'])
  })
})
