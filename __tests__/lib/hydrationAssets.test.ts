/** @jest-environment jsdom */
import { inlinePageData, PAGE_DATA_ELEMENT_ID, pageDataJson } from '../../src/lib/hydrationAssets'

/** A page whose data block holds `json`, as the browser parses it. */
function pageWithData(json: string): Document {
  return new DOMParser().parseFromString(
    `<body><p>Text</p><script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${json}</script></body>`,
    'text/html',
  )
}

describe("the page's data in the page", () => {
  it('is read back as it was written', () => {
    const pageData = { componentChunkName: 'component---home', path: '/en/', result: { text: 'a' } }
    expect(inlinePageData(pageWithData(pageDataJson(pageData)))).toEqual(pageData)
  })

  it('reads no data from a page without a data block (Gatsby then fetches it)', () => {
    expect(inlinePageData(new DOMParser().parseFromString('<p>Text</p>', 'text/html'))).toBeUndefined()
  })

  it('lets no text of the content close the script element', () => {
    const pageData = { componentChunkName: 'component---home', result: { text: '</script><script>alert(1)' } }
    const json = pageDataJson(pageData)
    expect(json).not.toContain('</')
    const page = pageWithData(json)
    expect(page.scripts).toHaveLength(1)
    expect(inlinePageData(page)).toEqual(pageData)
  })
})
