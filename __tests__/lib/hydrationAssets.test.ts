import { hydrationAssets } from '../../src/lib/hydrationAssets'

describe('what each page names for hydration', () => {
  const chunkMap = { app: ['/app-1.js'], 'component---home': ['/component---home-2.js'] }

  it('its component script, the app data to preload, and its own data in the page', () => {
    const pageData = { componentChunkName: 'component---home', path: '/en/', result: { text: 'a' } }
    const assets = hydrationAssets(chunkMap, pageData)
    expect(assets.scripts).toEqual(['/component---home-2.js'])
    expect(assets.dataPreloads).toEqual(['/page-data/app-data.json'])
    const window: { pageData?: unknown } = {}
    new Function('window', assets.pageDataScript)(window)
    expect(window.pageData).toEqual(pageData)
  })

  it('lets no text of the content close the script element', () => {
    const pageData = { componentChunkName: 'component---home', result: { text: '</script><script>alert(1)' } }
    const { pageDataScript } = hydrationAssets(chunkMap, pageData)
    expect(pageDataScript).not.toContain('</')
    const window: { pageData?: unknown } = {}
    new Function('window', pageDataScript)(window)
    expect(window.pageData).toEqual(pageData)
  })

  it('stops the build when the chunk map does not name the page component', () => {
    expect(() => hydrationAssets({ app: ['/app-1.js'] }, { componentChunkName: 'component---home' })).toThrow(
      'public/chunk-map.json names no files for the chunk component---home',
    )
  })
})
