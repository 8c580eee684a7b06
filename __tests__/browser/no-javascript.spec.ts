import { LANGUAGE_RECORDS, languageRecord } from '../../src/lib/i18n/languages'
import { SECTIONS } from '../../src/lib/sections'
import { CONTENT, expect, test } from './fixtures'
import { COMPANY, languageButtonName, linkName, pageText, pageTexts, PORTFOLIO } from './pageTexts'

test.use({ javaScriptEnabled: false })

test(
  'with JavaScript off every section shows and the language menu opens on plain links',
  CONTENT,
  async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible()
    const headings = SECTIONS.flatMap((section) =>
      'heading' in section ? [pageTexts('ro')[section.heading.title]] : [],
    )
    for (const name of headings) {
      await page.getByRole('heading', { level: 2, name }).scrollIntoViewIfNeeded()
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    // A card per site, and the contact card.
    await expect(page.getByRole('article')).toHaveCount(PORTFOLIO.sites.length + 1)
    const frontPage = pageText('ro', 'portfolio_image_alt', { site: PORTFOLIO.sites[0].site })
    await expect(page.getByRole('img', { name: frontPage })).toBeVisible()
    await page.getByRole('button', { name: languageButtonName('ro') }).click()
    for (const { name, path } of LANGUAGE_RECORDS) {
      const language = page.getByRole('link', { name, exact: true })
      await expect(language).toBeVisible()
      await expect(language).toHaveAttribute('href', path)
    }
    await page.getByRole('link', { name: languageRecord('en').name, exact: true }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page
      .getByRole('link', { name: linkName('en', 'contact') })
      .first()
      .click()
    await expect(page).toHaveURL(/#contact$/)
  },
)
