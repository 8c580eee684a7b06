import { LANGUAGE_RECORDS } from '../../src/lib/i18n/languages'
import { sectionHeading, SECTIONS } from '../../src/lib/sections'
import { activeLink, expect, openPage, test } from './fixtures'
import { COMPANY, logoName, pageTexts } from './pageTexts'

// One catch-all route: every path shows the page, each language's under its path.
test.describe('routes', () => {
  for (const { code, path } of LANGUAGE_RECORDS) {
    for (const route of [path, `${path}a/b`]) {
      test(`${route} shows the whole page in ${code}`, async ({ page }) => {
        const response = await page.goto(route)
        expect(response?.ok()).toBe(true)
        await openPage(page, route)
        await expect(page.locator('html')).toHaveAttribute('lang', code)
        await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible()
        for (const id of ['portfolio', 'contact'] as const) {
          const name = pageTexts(code)[sectionHeading(id).title]
          await expect(page.getByRole('heading', { level: 2, name })).toBeAttached()
        }
        await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${COMPANY}`)
      })
    }
  }

  test('the logo leads to the top of the root page of the page language, from anywhere on any path', async ({
    page,
  }) => {
    for (const { code, path: root } of LANGUAGE_RECORDS) {
      for (const path of [root, `${root}anything`]) {
        await openPage(page, path)
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        await page.getByRole('link', { name: logoName(code) }).click()
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
        expect(new URL(page.url()).pathname).toBe(root)
        await expect(activeLink(page, code)).toHaveAttribute('href', `#${SECTIONS[0].id}`)
      }
    }
  })
})
