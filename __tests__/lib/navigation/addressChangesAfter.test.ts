import { addressChangesAfter } from '../../../src/lib/navigation/addressChangesAfter'

describe('addressChangesAfter', () => {
  const heard: (string | null)[] = []
  const listen = (event: PopStateEvent) => heard.push((event.state as { at?: string } | null)?.at ?? null)
  beforeEach(() => {
    heard.length = 0
    window.addEventListener('popstate', listen)
  })
  afterEach(() => window.removeEventListener('popstate', listen))

  /** The browser's report of a new address, with the entry's state. */
  const changeAddress = (at: string) => {
    window.history.replaceState({ at }, '')
    window.dispatchEvent(new PopStateEvent('popstate', { state: { at } }))
  }

  it('holds back changes until the page is ready, then reports the last, as the address is then', async () => {
    let ready = () => {}
    addressChangesAfter(new Promise<void>((resolve) => (ready = resolve)))
    changeAddress('#portfolio')
    changeAddress('#contact')
    expect(heard).toEqual([])
    ready()
    await Promise.resolve()
    expect(heard).toEqual(['#contact'])
  })

  it('lets changes through once the page is ready', async () => {
    const ready = Promise.resolve()
    addressChangesAfter(ready)
    await ready
    changeAddress('#portfolio')
    expect(heard).toEqual(['#portfolio'])
  })

  it('reports nothing when the address did not change meanwhile', async () => {
    const ready = Promise.resolve()
    addressChangesAfter(ready)
    await ready
    expect(heard).toEqual([])
  })
})
