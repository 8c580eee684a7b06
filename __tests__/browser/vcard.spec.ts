import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import vCard from 'vcf'
import { vcardPath } from '../../src/lib/contact/contactVCard'
import { LANGUAGE_RECORDS, LANGUAGES, languageRecord, type Language } from '../../src/lib/i18n/languages'
import { BROWSERS, IN_APP_BROWSERS } from '../support/userAgents'
import { CONTENT, expect, openPage, test } from './fixtures'
import { COMPANY, pageText, pageTexts } from './pageTexts'

async function save(page: Page, linkName: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ])
  return { download, text: await readFile((await download.path())!, 'utf8') }
}

/** The name of the "Add to contacts" link on the page in `language`. */
const addToContacts = (language: Language) => pageTexts(language).contact_button_add_contact
/** The name a saved card is given. */
const CARD_FILE = `${COMPANY}.vcf`

const value = (card: vCard, property: string) => {
  const found = card.get(property)
  return (Array.isArray(found) ? found : [found]).map((item) => item?.valueOf())
}

test.describe('Add to contacts', CONTENT, () => {
  test('downloads <Company>.vcf that parses back with every field, in English with a fax', async ({ page }) => {
    await openPage(page, '/en/')
    const { download, text } = await save(page, addToContacts('en'))
    const card = new vCard().parse(text)
    expect(download.suggestedFilename()).toBe(CARD_FILE)
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
    await openPage(page, '/')
    const { download, text } = await save(page, addToContacts('ro'))
    const card = new vCard().parse(text)
    expect(download.suggestedFilename()).toBe(CARD_FILE)
    expect(text).not.toContain('FAX')
    expect(String(value(card, 'label')[0])).toBe(
      'Strada Ștefan cel Mare 12\\, et. 3\\, Sector 2\\, 020121 București\\, România',
    )
    expect(card.get('adr').toString()).toContain('LANGUAGE=ro-RO')
  })

  for (const { code, path } of LANGUAGE_RECORDS) {
    const file = vcardPath(code)
    test(`${path}: the card built in the browser is byte for byte the static ${file}`, async ({ page, request }) => {
      await openPage(page, path)
      const { download, text } = await save(page, addToContacts(code))
      expect(download.url()).toMatch(/^blob:/)
      expect(text).toBe(await (await request.get(file)).text())
    })
  }

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false })

    test('the link downloads the static file, named after the company, served as text/vcard', async ({
      page,
      request,
    }) => {
      await page.goto('/en/')
      const { download, text } = await save(page, addToContacts('en'))
      expect(new URL(download.url()).pathname).toBe(vcardPath('en'))
      expect(download.suggestedFilename()).toBe(CARD_FILE)
      expect(value(new vCard().parse(text), 'fn')).toEqual([COMPANY])
      const response = await request.get(vcardPath('en'))
      expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8')
      expect(response.headers()['content-disposition']).toBe(
        `attachment; filename="Exemplu Media.vcf"; filename*=UTF-8''Exemplu%20Media.vcf`,
      )
    })
  })
})

const PHONE = { width: 390, height: 844 }

test.describe('on an iPhone, where Blob downloads fail', () => {
  test.use({ userAgent: BROWSERS.safariIphone.userAgent, viewport: PHONE })

  test('Add to contacts follows its link to the static vCard, with no line about apps', async ({ page }) => {
    await openPage(page, '/en/')
    const { download, text } = await save(page, addToContacts('en'))
    expect(new URL(download.url()).pathname).toBe(vcardPath('en'))
    expect(value(new vCard().parse(text), 'fn')).toEqual([COMPANY])
    await expect(page.getByText(pageTexts('en').contact_in_app_ios)).toHaveCount(0)
  })
})

test.describe('in Chrome on an Android phone', () => {
  test.use({ userAgent: BROWSERS.chromeAndroid.userAgent, viewport: PHONE })

  test('Add to contacts saves the card built on the page, with no line about apps', async ({ page }) => {
    await openPage(page, '/')
    const { download } = await save(page, addToContacts('ro'))
    expect(download.url()).toMatch(/^blob:/)
    expect(download.suggestedFilename()).toBe(CARD_FILE)
    await expect(page.getByText(pageTexts('ro').contact_in_app_android)).toHaveCount(0)
  })
})

/** Every `blob:` address the page makes, kept on the page for the test to read. */
async function recordBlobs(page: Page) {
  await page.addInitScript(() => {
    const made: string[] = []
    const createObjectURL = URL.createObjectURL.bind(URL)
    URL.createObjectURL = (object) => {
      const url = createObjectURL(object)
      made.push(url)
      return url
    }
    Object.assign(window, { blobsMade: made })
  })
  return () => page.evaluate(() => (window as unknown as { blobsMade: string[] }).blobsMade)
}

/** The contact card scrolled into view, as a visitor reaches it, and its "Add to contacts" link. */
async function scrollToCard(page: Page, language: Language) {
  const button = page.getByRole('link', { name: addToContacts(language) })
  await button.scrollIntoViewIfNeeded()
  return button
}

test.describe('inside an app’s browser, at 390 px', () => {
  test.use({ viewport: PHONE })

  for (const { app, userAgent } of IN_APP_BROWSERS.filter(({ phone }) => phone === 'Android')) {
    test.describe(`${app} on Android`, () => {
      test.use({ userAgent })

      test('Add to contacts makes no Blob: it opens the card in the phone’s browser, and says how to get out', async ({
        page,
      }) => {
        const blobsMade = await recordBlobs(page)
        const downloads: Download[] = []
        page.on('download', (download) => downloads.push(download))
        for (const language of LANGUAGES) {
          const text = pageTexts(language)
          await openPage(page, languageRecord(language).path)
          const button = await scrollToCard(page, language)
          const card = `localhost:${new URL(page.url()).port}${vcardPath(language)}`
          await expect(button).toHaveAttribute('href', new RegExp(`^intent://${card}#Intent;scheme=http;`))
          await expect(button).toHaveAccessibleDescription(
            `${text.contact_vcard} ${text.contact_in_app_android} ${text.contact_in_app_open}`,
          )
          const wayOut = page.getByRole('link', { name: text.contact_in_app_open })
          await expect(wayOut).toHaveAttribute(
            'href',
            new RegExp(`^intent://localhost:\\d+${languageRecord(language).path}#Intent;scheme=http;`),
          )
          // Chromium has no app to give an intent to: the tap goes nowhere here, and on a phone to its browser.
          await button.click()
          expect(downloads).toEqual([])
          expect(await blobsMade()).toEqual([])
        }
      })
    })
  }

  for (const { app, userAgent } of IN_APP_BROWSERS.filter(({ phone }) => phone === 'iPhone')) {
    test.describe(`${app} on iPhone`, () => {
      test.use({ userAgent })

      test('Add to contacts makes no Blob: it follows its link to the static card, and says how to reach Safari', async ({
        page,
      }) => {
        const blobsMade = await recordBlobs(page)
        for (const language of LANGUAGES) {
          const text = pageTexts(language)
          await openPage(page, languageRecord(language).path)
          const button = await scrollToCard(page, language)
          await expect(page.getByText(text.contact_in_app_ios)).toBeVisible()
          await expect(button).toHaveAccessibleDescription(`${text.contact_vcard} ${text.contact_in_app_ios}`)
          const { download } = await save(page, addToContacts(language))
          expect(new URL(download.url()).pathname).toBe(vcardPath(language))
          expect(await blobsMade()).toEqual([])
        }
      })
    })
  }
})

const qrCodeName = (language: Language) => pageText(language, 'contact_qr_label', { company: COMPANY })

test.describe('the QR code', () => {
  for (const { code: language, path } of LANGUAGE_RECORDS) {
    const file = vcardPath(language)
    test(`${path}: a phone camera reads the absolute URL of ${file}, which answers with the card`, async ({
      page,
      request,
    }) => {
      await openPage(page, path)
      const code = page.getByRole('img', { name: qrCodeName(language) })
      await expect(code).toBeVisible()
      const png = PNG.sync.read(await code.screenshot())
      const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
      expect(decoded?.data).toBe(`https://www.example.com${file}`)
      const response = await request.get(new URL(decoded!.data).pathname)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8')
    })
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('sits behind a "Show QR code" toggle', async ({ page }) => {
      await openPage(page, '/en/')
      const code = page.getByRole('img', { name: qrCodeName('en') })
      await expect(code).toBeHidden()
      await page.getByText(pageTexts('en').contact_qr_show).click()
      await expect(code).toBeVisible()
    })
  })
})
