/** @jest-environment jsdom */
import {
  firstAppDataFromHtml,
  inlinePageData,
  PAGE_DATA_ELEMENT_ID,
  pageDataJson,
  type AppData,
} from '../../src/lib/hydrationAssets'

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

describe("the app data of the page the visitor opens (Gatsby's loader)", () => {
  /** A loader like Gatsby's: the method lives on the base class, and each call fetches app-data.json. */
  const loaderClasses = () => {
    const fetched: string[] = []
    class BaseLoader {
      loadAppData(): Promise<AppData | undefined> {
        fetched.push('/page-data/app-data.json')
        return Promise.resolve({ webpackCompilationHash: 'deployed' })
      }
    }
    class ProdLoader extends BaseLoader {}
    return { ProdLoader, fetched }
  }

  it("is the hash the HTML holds, without a request; later pages' app data comes from the server", async () => {
    const { ProdLoader, fetched } = loaderClasses()
    firstAppDataFromHtml(ProdLoader, 'in-the-html')
    const loader = new ProdLoader()
    await expect(loader.loadAppData()).resolves.toEqual({ webpackCompilationHash: 'in-the-html' })
    expect(fetched).toEqual([])
    await expect(loader.loadAppData()).resolves.toEqual({ webpackCompilationHash: 'deployed' })
    expect(fetched).toEqual(['/page-data/app-data.json'])
  })

  it('is fetched as before from a page without the hash', async () => {
    const { ProdLoader, fetched } = loaderClasses()
    firstAppDataFromHtml(ProdLoader, undefined)
    await expect(new ProdLoader().loadAppData()).resolves.toEqual({ webpackCompilationHash: 'deployed' })
    expect(fetched).toEqual(['/page-data/app-data.json'])
  })
})
