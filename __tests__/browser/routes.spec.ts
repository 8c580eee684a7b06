import { activeLink, expect, openPage, test } from './fixtures'

// One catch-all route: every path shows the page, English under /en/.
const routes = [
  ['/', 'ro', 'Portofoliu'],
  ['/en/', 'en', 'Portfolio'],
  ['/a/b', 'ro', 'Portofoliu'],
  ['/en/a/b', 'en', 'Portfolio'],
] as const

test.describe('routes', () => {
  for (const [path, language, portfolio] of routes) {
    test(`${path} shows the whole page in ${language}`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.ok()).toBe(true)
      await openPage(page, path)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await expect(page.getByRole('heading', { level: 1, name: 'Exemplu Media' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: portfolio })).toBeAttached()
      await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeAttached()
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Exemplu Media`)
    })
  }

  test('the logo leads to the top of the root page of the page language, from anywhere on any path', async ({
    page,
  }) => {
    for (const [path, name, root] of [
      ['/en/', 'Exemplu Media: top of the page', '/en/'],
      ['/en/anything', 'Exemplu Media: top of the page', '/en/'],
      ['/', 'Exemplu Media: începutul paginii', '/'],
    ]) {
      await openPage(page, path)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.getByRole('link', { name }).click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      expect(new URL(page.url()).pathname).toBe(root)
      await expect(activeLink(page)).toHaveAttribute('href', '#home')
    }
  })
})
