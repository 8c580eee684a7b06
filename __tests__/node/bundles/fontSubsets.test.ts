/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  asDrawn,
  charactersMissingFromSubsets,
  FONT_SUBSET_DIR,
  keepFontsAsFiles,
  siteCharacters,
  WRITTEN_CHARACTERS,
  writeFontSubsets,
} from '../../../src/node/bundles/fontSubsets'
import { pageTexts } from '../../../src/node/afterBuild/publicFiles'

let project: string

beforeEach(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'font-subsets-'))
  await mkdir(path.join(project, 'content', 'schemas'), { recursive: true })
  await mkdir(path.join(project, 'locales', 'ro'), { recursive: true })
  await writeFile(path.join(project, 'content', 'contact.json'), JSON.stringify({ address: { street: 'Ğazi 1' } }))
  await writeFile(path.join(project, 'content', 'schemas', 'contact.schema.json'), JSON.stringify({ title: 'Ωmega' }))
  await writeFile(path.join(project, 'locales', 'ro', 'translation.json'), JSON.stringify({ hello: 'Bună ziua ✓' }))
})

afterEach(() => rm(project, { recursive: true, force: true }))

describe('the characters the fonts are cut down to', () => {
  it('are the written characters and every text of the content and translations, not of their schemas', async () => {
    const characters = await siteCharacters(project)
    expect(characters).toContain('Ğ')
    expect(characters).toContain('✓')
    expect(characters).not.toContain('Ω')
    for (const character of WRITTEN_CHARACTERS) expect(characters).toContain(character)
  })

  it('hold each letter in every case a style can draw it in, whichever case the text writes', async () => {
    const characters = await siteCharacters(project)
    // "Bună" in the eyebrow's capitals, "Ğazi" in small capitals' lower case.
    expect(characters).toContain('Ă')
    expect(characters).toContain('ğ')
  })

  it('name what a page draws beyond them, in whatever case a style sets it, white space aside', () => {
    expect(charactersMissingFromSubsets('© 2026 Știri\u00a0→\n', asDrawn('© 2026 știri'))).toEqual(['→'])
    expect(charactersMissingFromSubsets('știri', 'știri')).toEqual(['I', 'R', 'T', 'Ș'])
  })
})

describe('the font subsets', () => {
  const written = async (characters: string) => {
    await writeFontSubsets(project, characters)
    const folder = path.join(project, FONT_SUBSET_DIR)
    return {
      latin: await readFile(path.join(folder, 'figtree-latin.woff2')),
      latinExtended: await readFile(path.join(folder, 'figtree-latin-ext.woff2')),
    }
  }

  it('are WOFF2 files smaller than the files they are cut from', async () => {
    const { latin, latinExtended } = await written(await siteCharacters(project))
    const source = (name: string) =>
      stat(require.resolve(`@fontsource-variable/figtree/files/${name}`)).then(({ size }) => size)
    expect(latin.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(latinExtended.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(latin.length).toBeLessThan(0.75 * (await source('figtree-latin-wght-normal.woff2')))
    expect(latinExtended.length).toBeLessThan(0.3 * (await source('figtree-latin-ext-wght-normal.woff2')))
  })

  it('grow with a character the content adds', async () => {
    const before = await written(WRITTEN_CHARACTERS)
    const after = await written(WRITTEN_CHARACTERS + 'Ğğ')
    expect(after.latinExtended.length).toBeGreaterThan(before.latinExtended.length)
    expect(after.latin).toEqual(before.latin)
  })
})

describe('webpack', () => {
  const fonts = { test: /\.(eot|otf|ttf|woff(2)?)(\?.*)?$/, use: [{ loader: 'url-loader', options: { limit: 10000 } }] }
  const images = { test: /\.(svg|png)$/, use: [{ loader: 'url-loader', options: { limit: 10000 } }] }
  const fileLoader = { loader: 'file-loader', options: { name: 'static/[name]-[hash].[ext]' } }

  it("emits fonts as files, however small, with Gatsby's file loader, and leaves images to be inlined", () => {
    expect(keepFontsAsFiles([{ ...fonts }, images], fonts, fileLoader)).toEqual([
      { test: fonts.test, use: [fileLoader] },
      images,
    ])
  })

  it("fails, naming the rule, when Gatsby's configuration has no font rule", () => {
    expect(() => keepFontsAsFiles([images], fonts, fileLoader)).toThrow(
      "Gatsby's webpack configuration has no font rule (rules.fonts(), /\\.(eot|otf|ttf|woff(2)?)(\\?.*)?$/) to replace",
    )
  })
})

describe('the text a built page draws', () => {
  it('is its body text, without scripts, styles or the head', async () => {
    const publicDir = path.join(project, 'public')
    await mkdir(path.join(publicDir, 'en'), { recursive: true })
    await writeFile(
      path.join(publicDir, 'en', 'index.html'),
      '<html><head><title>Títle</title><style>a::after{content:"→"}</style></head>' +
        '<body><p>Hello <b>wörld</b></p><script>"ŋ"</script><noscript>Ôff</noscript></body></html>',
    )
    expect(await pageTexts(publicDir)).toEqual([{ page: path.join('en', 'index.html'), text: 'Hello wörldÔff' }])
  })
})
