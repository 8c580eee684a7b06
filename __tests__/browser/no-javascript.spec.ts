import { SECTIONS } from '../../src/lib/sections'
import { CONTENT, expect, test } from './fixtures'
import { pageTexts } from './pageTexts'

test.use({ javaScriptEnabled: false })

test('with JavaScript off every section shows and the languages are plain links', CONTENT, async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Exemplu Media' })).toBeVisible()
  const headings = SECTIONS.flatMap((section) => ('heading' in section ? [pageTexts('ro')[section.heading.title]] : []))
  for (const name of headings) {
    await page.getByRole('heading', { level: 2, name }).scrollIntoViewIfNeeded()
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.getByRole('article')).toHaveCount(3)
  await expect(page.getByRole('img', { name: /Prima pagină/ }).first()).toBeVisible()
  const english = page.getByRole('link', { name: 'English' })
  await expect(english).toBeVisible()
  await expect(english).toHaveAttribute('href', '/en/')
  await english.click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: 'Contact' }).first().click()
  await expect(page).toHaveURL(/#contact$/)
})
