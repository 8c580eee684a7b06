/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { generatePageDataPath } from 'gatsby-core-utils'
import vCard from 'vcf'
import { LANGUAGE_RECORDS, type Language } from '../../../src/lib/i18n/languages'
import { builtPages, contactFieldsNotRead } from '../../../src/node/afterBuild/builtPages'
import { contactVCardFiles } from '../../../src/node/afterBuild/vcardFiles'
import { contactCard, homePageData } from '../../support/fixtures'

/** A language's page data as Gatsby writes it: the page query's result under `result.data`. */
const pageData = (language: Language, contact = contactCard(language)) => ({
  componentChunkName: 'component---src-templates-home-page-tsx',
  path: LANGUAGE_RECORDS.find(({ code }) => code === language)!.path,
  result: { data: { ...homePageData(language), contact }, pageContext: { language } },
})

let publicDir: string
beforeEach(async () => {
  publicDir = await mkdtemp(path.join(tmpdir(), 'built-pages-'))
})
afterEach(() => rm(publicDir, { recursive: true, force: true }))

async function writePageData(language: Language, data: object) {
  const file = generatePageDataPath(publicDir, LANGUAGE_RECORDS.find(({ code }) => code === language)!.path)
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(data))
}

describe('the files written after the build, from the pages as built', () => {
  it("read each language's page data, as the browser receives it", async () => {
    for (const { code } of LANGUAGE_RECORDS) await writePageData(code, pageData(code))
    const pages = await builtPages(publicDir)
    expect(pages.map(({ language }) => language)).toEqual(LANGUAGE_RECORDS.map(({ code }) => code))
    for (const { language, data } of pages) expect(data.contact).toEqual(contactCard(language))
  })

  it('name the file that holds no page data', async () => {
    for (const { code } of LANGUAGE_RECORDS) await writePageData(code, { path: '/' })
    await expect(builtPages(publicDir)).rejects.toThrow(/page-data\.json holds no page data/)
  })

  it("make each language's vCard from its page's card: its address, labelled by its page's text", async () => {
    for (const { code } of LANGUAGE_RECORDS) await writePageData(code, pageData(code))
    const files = contactVCardFiles(await builtPages(publicDir))
    expect(files.map(({ path: file }) => file)).toEqual(LANGUAGE_RECORDS.map(({ code }) => `/vcard/${code}.vcf`))
    for (const [index, { code }] of LANGUAGE_RECORDS.entries()) {
      const card = new vCard().parse(files[index].text)
      const { locality } = contactCard(code).address!
      expect(String(card.get('adr').valueOf())).toContain(locality)
      expect(String(card.get('label').valueOf())).toContain(locality)
    }
  })

  it('make no vCard for a page whose card has no company name', async () => {
    for (const { code } of LANGUAGE_RECORDS)
      await writePageData(code, pageData(code, contactCard(code, { firstname: ' ' })))
    expect(contactVCardFiles(await builtPages(publicDir))).toEqual([])
  })
})

describe("the fields of content/contact.json the page's query reads", () => {
  const pages = (contact: Queries.ContactCardFragment) =>
    LANGUAGE_RECORDS.map(({ code }) => ({ language: code, data: pageData(code, contact).result.data }))

  it('are all of them', () => {
    expect(contactFieldsNotRead(pages(contactCard('ro')))).toEqual([])
  })

  it('name a field that no fragment reads', () => {
    const { fax: _notRead, ...withoutFax } = contactCard('ro')
    expect(contactFieldsNotRead(pages(withoutFax as Queries.ContactCardFragment))).toEqual(['fax'])
  })
})
