/** @jest-environment jsdom */
import { hydrationAssets, inlinePageData, PAGE_DATA_ELEMENT_ID } from '../../src/lib/hydrationAssets'

/** A page whose data block holds `json`, as the browser parses it. */
function pageWithData(json: string): Document {
  return new DOMParser().parseFromString(
    `<body><p>Text</p><script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${json}</script></body>`,
    'text/html',
  )
}

describe('what each page names for hydration', () => {
  const chunkMap = { app: ['/app-1.js'], 'component---home': ['/component---home-2.js'] }

  it('its component script, and its own data in the page', () => {
    const pageData = { componentChunkName: 'component---home', path: '/en/', result: { text: 'a' } }
    const assets = hydrationAssets(chunkMap, pageData)
    expect(assets.scripts).toEqual(['/component---home-2.js'])
    expect(inlinePageData(pageWithData(assets.pageDataJson))).toEqual(pageData)
  })

  it('reads no data from a page without a data block (Gatsby then fetches it)', () => {
    expect(inlinePageData(new DOMParser().parseFromString('<p>Text</p>', 'text/html'))).toBeUndefined()
  })

  it('lets no text of the content close the script element', () => {
    const pageData = { componentChunkName: 'component---home', result: { text: '</script><script>alert(1)' } }
    const { pageDataJson } = hydrationAssets(chunkMap, pageData)
    expect(pageDataJson).not.toContain('</')
    const page = pageWithData(pageDataJson)
    expect(page.scripts).toHaveLength(1)
    expect(inlinePageData(page)).toEqual(pageData)
  })

  it('stops the build when the chunk map does not name the page component', () => {
    expect(() => hydrationAssets({ app: ['/app-1.js'] }, { componentChunkName: 'component---home' })).toThrow(
      'public/chunk-map.json names no files for the chunk component---home',
    )
  })
})
