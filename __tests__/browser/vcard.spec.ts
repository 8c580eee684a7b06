import { readFile } from 'node:fs/promises'
import vCard from 'vcf'
import { expect, openPage, test } from './fixtures'

async function downloadCard(page: import('@playwright/test').Page, path: string, button: string) {
  await openPage(page, path)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const text = await readFile((await download.path())!, 'utf8')
  return { name: download.suggestedFilename(), text, card: new vCard().parse(text) }
}

const value = (card: vCard, property: string) => {
  const found = card.get(property)
  return (Array.isArray(found) ? found : [found]).map((item) => item?.valueOf())
}

test.describe('Add to contacts', () => {
  test('downloads <Company>.vcf that parses back with every field, in English with a fax', async ({ page }) => {
    const { name, text, card } = await downloadCard(page, '/en/', 'Add to contacts')
    expect(name).toBe('Exemplu Media.vcf')
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/)
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
    expect(card.version).toBe('3.0')
    expect(value(card, 'fn')).toEqual(['Exemplu Media'])
    expect(value(card, 'org')).toEqual(['Online Media'])
    expect(value(card, 'title')).toEqual(['Online Media'])
    expect(value(card, 'email')).toEqual(['contact@example.com'])
    expect(value(card, 'tel')).toEqual(['+40 21 000 0000', '+40 21 000 0001'])
    expect(card.get('tel')).toEqual(expect.arrayContaining([expect.objectContaining({ type: ['work', 'fax'] })]))
    expect(value(card, 'adr')[0]).toBe(';;12 Ștefan cel Mare Street\\, 3rd floor;Bucharest;Sector 2;020121;Romania')
    expect(value(card, 'url')).toEqual(['https://www.example.com/'])
    expect(value(card, 'class')).toEqual(['PUBLIC'])
    for (const image of ['photo', 'logo']) {
      const jpeg = Buffer.from(String(value(card, image)[0]), 'base64')
      expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    }
  })

  test('in Romanian has the Romanian address with its diacritics, and no fax', async ({ page }) => {
    const { name, text, card } = await downloadCard(page, '/', 'Adaugă la contacte')
    expect(name).toBe('Exemplu Media.vcf')
    expect(text).not.toContain('FAX')
    expect(String(value(card, 'label')[0])).toBe(
      'Strada Ștefan cel Mare 12\\, et. 3\\, Sector 2\\, 020121 București\\, România',
    )
    expect(card.get('adr').toString()).toContain('LANGUAGE=ro-RO')
  })
})
