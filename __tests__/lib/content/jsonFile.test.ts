/** @jest-environment node */
import { readFile } from 'node:fs/promises'
import { FILE_FORMATS } from '../../../src/lib/content/jsonFile'

// The editor writes a file as `npm run format` would, so that a publish changes the lines it changed and no more.

const SHIPPED = [
  ['content/contact.json', FILE_FORMATS.contact],
  ['content/portfolio.json', FILE_FORMATS.portfolio],
  ['locales/ro/translation.json', FILE_FORMATS.translation],
  ['locales/en/translation.json', FILE_FORMATS.translation],
] as const

describe('the files the editor writes', () => {
  it.each(SHIPPED)('%s reads and writes back byte for byte', async (file, format) => {
    const text = await readFile(file, 'utf8')
    expect(format.toFile(format.fromFile(text))).toBe(text)
  })

  it.each(SHIPPED)(
    '%s is written back byte for byte when its record of checks comes in any order (Immutable maps keep none)',
    async (file, format) => {
      const text = await readFile(file, 'utf8')
      const data = format.fromFile(text) as Record<string, unknown>
      const reversed = (record: object) => Object.fromEntries(Object.entries(record).reverse())
      const record = data.$translated as Record<string, object> | undefined
      if (record) {
        data.$translated = file.startsWith('content/')
          ? Object.fromEntries(Object.entries(record).map(([language, checks]) => [language, reversed(checks)]))
          : reversed(record)
      }
      expect(format.toFile(data)).toBe(text)
    },
  )

  it('orders keys as the schema does, $schema first, nested objects and lists included', () => {
    const written = FILE_FORMATS.portfolio.toFile({
      sites: [{ img: { en: 'images/b.jpg', ro: 'images/a.jpg' }, url: 'https://a.example/', id: 'a', site: 'A' }],
    })
    expect(JSON.parse(written)).toEqual({
      $schema: './schemas/portfolio.schema.json',
      sites: [{ id: 'a', site: 'A', url: 'https://a.example/', img: { ro: 'images/a.jpg', en: 'images/b.jpg' } }],
    })
    expect(Object.keys(JSON.parse(written).sites[0])).toEqual(['id', 'site', 'url', 'img'])
    expect(written.endsWith('}\n')).toBe(true)
  })

  it('leaves out an optional field the editor emptied, and keeps an emptied required one for the build to report', () => {
    const written = JSON.parse(FILE_FORMATS.contact.toFile({ firstname: '', fax: '', address: { ro: {}, en: {} } }))
    expect(written).toEqual({ $schema: './schemas/contact.schema.json', firstname: '', address: { ro: {}, en: {} } })
  })

  it('keeps a text the page does not read yet, after the ones it does', () => {
    const written = JSON.parse(FILE_FORMATS.translation.toFile({ draft_text: 'Soon', home: 'Acasă' }))
    expect(Object.keys(written)).toEqual(['$schema', 'home', 'draft_text'])
  })
})
