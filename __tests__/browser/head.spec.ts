import { DEFAULT_LANGUAGE, LANGUAGE_RECORDS, LANGUAGES } from '../../src/lib/i18n/languages'
import { socialImagePath } from '../../src/lib/seo'
import { CONTENT, expect, test } from './fixtures'
import { COMPANY, CONTACT, pageText, PORTFOLIO } from './pageTexts'

// The tags search engines and sharing previews read, in the prerendered HTML (no JavaScript runs).
test.use({ javaScriptEnabled: false })

const siteUrl = 'https://www.example.com'

for (const { code: language, path, ogLocale } of LANGUAGE_RECORDS) {
  test(`${path} carries every head tag in ${language}`, CONTENT, async ({ page }) => {
    const title = pageText(language, 'meta_title', { company: COMPANY })
    await page.goto(path)
    const head = page.locator('head')
    const meta = (selector: string) => head.locator(selector).getAttribute('content')
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page).toHaveTitle(title)
    expect(await meta('meta[name="description"]')).toContain(COMPANY)
    const url = `${siteUrl}${path}`
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url)
    const alternates = await head
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]))
    expect(alternates).toEqual([
      ...LANGUAGE_RECORDS.map(({ code, path: page }) => [code, `${siteUrl}${page}`]),
      ['x-default', `${siteUrl}/`],
    ])
    expect(await meta('meta[property="og:title"]')).toBe(title)
    expect(await meta('meta[property="og:url"]')).toBe(url)
    expect(await meta('meta[property="og:image"]')).toBe(`${siteUrl}${socialImagePath(language)}`)
    expect(await meta('meta[property="og:locale"]')).toBe(ogLocale)
    expect(
      await head
        .locator('meta[property="og:locale:alternate"]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content'))),
    ).toEqual(LANGUAGE_RECORDS.filter(({ code }) => code !== language).map(({ ogLocale }) => ogLocale))
    expect(await meta('meta[property="og:description"]')).toContain(COMPANY)
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await meta('meta[name="theme-color"]')).toBe('#12355b')
    // One icon for the first view, the logo, drawn from the page itself: no request.
    const icons = head.locator('link[rel="icon"]')
    await expect(icons).toHaveCount(1)
    await expect(icons).toHaveAttribute('type', 'image/svg+xml')
    await expect(icons).toHaveAttribute('href', /^data:image\/svg\+xml;base64,/)
    await expect(head.locator('link[rel="manifest"]')).toBeAttached()

    const jsonLd = JSON.parse((await head.locator('script[type="application/ld+json"]').textContent())!)
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsMediaOrganization',
      name: COMPANY,
      url,
      email: CONTACT.email,
      telephone: CONTACT.phone,
      address: { '@type': 'PostalAddress', addressCountry: CONTACT.address![language].country },
    })
    expect(jsonLd.subOrganization.map((site: { url: string }) => site.url)).toEqual(
      PORTFOLIO.sites.map(({ url }) => url),
    )
  })
}

test('the sharing images, icons, sitemap, robots.txt and manifest are published', async ({ request }) => {
  for (const language of LANGUAGES) {
    const image = await request.get(socialImagePath(language))
    expect(image.headers()['content-type']).toBe('image/jpeg')
    const bytes = await image.body()
    // JPEG SOF0/SOF2 frame: height and width follow the marker; find them rather than trust the encoder's layout
    const sof = bytes.findIndex(
      (byte, index) => byte === 0xff && (bytes[index + 1] === 0xc0 || bytes[index + 1] === 0xc2),
    )
    expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([1200, 630])
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const { code, path } of LANGUAGE_RECORDS) {
    expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`)
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="${code}" href="${siteUrl}${path}"/>`)
  }
  // The editor's icon (the page's is drawn from the page; /favicon.ico: production.spec.ts).
  expect((await request.get('/favicon.svg')).headers()['content-type']).toMatch(/^image\/svg\+xml/)
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ name: COMPANY, start_url: '/', lang: DEFAULT_LANGUAGE })
})
