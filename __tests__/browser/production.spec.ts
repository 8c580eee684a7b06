import { activeLink, expect, openPage, test } from './fixtures'

// The site as Netlify will serve it: scripts/serve.ts applies netlify.toml and public/_headers.

const SECURITY_HEADERS = {
  'strict-transport-security': /max-age=\d{8,}; includeSubDomains/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'content-security-policy': /default-src 'self'.*object-src 'none'.*base-uri 'self'.*frame-ancestors 'none'/,
}

test.describe('routes under the production rules', () => {
  for (const [path, language] of [
    ['/', 'ro'],
    ['/en/', 'en'],
    ['/a/b', 'ro'],
    ['/a/b/', 'ro'],
    ['/en/a/b', 'en'],
    ['/en/a/b/', 'en'],
  ] as const) {
    test(`${path} answers 200 with the ${language} page and every security header`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain(`<html lang="${language}"`)
      const headers = response.headers()
      for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toMatch(pattern)
      expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    })
  }

  test('hashed scripts and styles are cached for a year, page data is revalidated', async ({ page, request }) => {
    const assets: string[] = []
    page.on('response', (response) => assets.push(new URL(response.url()).pathname))
    await openPage(page, '/')
    const hashed = assets.filter((path) => /\.(js|css)$/.test(path) || path.startsWith('/static/'))
    expect(hashed.length).toBeGreaterThan(3)
    for (const path of hashed) {
      expect(path, 'a long-cached file must carry a content hash').toMatch(
        /[-.][0-9a-f]{16,}\.(js|css)$|^\/static\/[0-9a-f]{32}\//,
      )
      expect((await request.get(path)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    const pageData = await request.get('/page-data/index/page-data.json')
    expect(pageData.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  })
})

test.describe('the page under the Content-Security-Policy', () => {
  test('works fully with no CSP violation: language switch, vCard download, scroll-spy', async ({ page }) => {
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        )
      })
    })
    await openPage(page, '/')
    await page.getByRole('navigation').getByRole('link', { name: 'Contact' }).click()
    await expect(activeLink(page)).toHaveText('Contact')
    await page.getByRole('button', { name: 'Limba: Română' }).click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to contacts' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('Exemplu Media.vcf')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(violations).toEqual([])
  })
})

test('the build leaves netlify.toml the only source of rewrites: no adapter output beside it', async () => {
  const { access, readFile } = await import('node:fs/promises')
  // Gatsby's Netlify adapter would rename the pages to [...].html and write _redirects of its own.
  await expect(access('public/_redirects')).rejects.toThrow()
  await expect(access('public/index.html')).resolves.toBeUndefined()
  await expect(access('public/en/index.html')).resolves.toBeUndefined()
  const headers = await readFile('public/_headers', 'utf8')
  expect(headers.match(/^[^\s#].*$/gm)).toEqual(['/*'])
  expect(headers.match(/^\s+[\w-]+:/gm)).toEqual(['  Content-Security-Policy:'])
})
