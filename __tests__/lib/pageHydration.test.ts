// Each test loads the module afresh: it holds the count of one page.
type PageHydration = typeof import('../../src/lib/pageHydration')
const load = () => {
  let loaded: PageHydration | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual<PageHydration>('../../src/lib/pageHydration')
  })
  return loaded!
}
const settled = async (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false)))])

describe('pageHydrated', () => {
  it('settles once the frame is drawn and every part it holds has hydrated', async () => {
    const page = load()
    page.partDrawn()
    page.partDrawn()
    page.pageFrameDrawn()
    page.partHydrated()
    expect(await settled(page.pageHydrated)).toBe(false)
    page.partHydrated()
    expect(await settled(page.pageHydrated)).toBe(true)
  })

  it('settles with the frame when every part hydrated with it (or there is none)', async () => {
    const page = load()
    page.pageFrameDrawn()
    expect(await settled(page.pageHydrated)).toBe(true)
  })
})
