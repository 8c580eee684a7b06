import { expect, openPage, test } from './fixtures'

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

  test('the logo links to the root of the page language', async ({ page }) => {
    await openPage(page, '/en/')
    await expect(page.getByRole('link', { name: 'Exemplu Media: top of the page' })).toHaveAttribute('href', '/en/')
    await openPage(page, '/')
    await expect(page.getByRole('link', { name: 'Exemplu Media: începutul paginii' })).toHaveAttribute('href', '/')
  })
})
