import { LINKED_SECTIONS } from '../../src/lib/sections'
import { activeLink, expect, openPage, scrollSettled, sectionTop, test } from './fixtures'
import { mainNavigation, pageTexts } from './pageTexts'

const en = pageTexts('en')
const ro = pageTexts('ro')

test('Home is active at start', async ({ page }) => {
  await openPage(page, '/en/')
  await expect(activeLink(page, 'en')).toHaveText(en.home)
  await expect(activeLink(page, 'en')).toHaveAttribute('aria-current', 'location')
})

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`active link (reduced motion: ${reducedMotion})`, () => {
    test.use({ reducedMotion })

    test('a click on each link scrolls its section to the top and makes the link active', async ({ page }) => {
      await openPage(page, '/en/')
      // Each link below the first, then the first again, back at the top.
      for (const { link, id } of [...LINKED_SECTIONS.slice(1), LINKED_SECTIONS[0]]) {
        await mainNavigation(page, 'en').getByRole('link', { name: en[link] }).click()
        await expect.poll(async () => Math.abs(await sectionTop(page, id))).toBeLessThanOrEqual(1)
        await expect(activeLink(page, 'en')).toHaveText(en[link])
        await expect(activeLink(page, 'en')).toHaveCount(1)
      }
    })

    test('the landing buttons scroll to the portfolio and the contact card', async ({ page }) => {
      await openPage(page, '/')
      await page.getByRole('main').getByRole('link', { name: ro.contact, exact: true }).click()
      await scrollSettled(page)
      await expect(activeLink(page, 'ro')).toHaveText(ro.contact)
      await page.getByRole('link', { name: ro.home }).click()
      await scrollSettled(page)
      await page.getByRole('main').getByRole('link', { name: ro.portfolio }).click()
      await scrollSettled(page)
      await expect(activeLink(page, 'ro')).toHaveText(ro.portfolio)
    })
  })
}

test.describe('active link while scrolling', () => {
  test.use({ reducedMotion: 'reduce' })

  test('follows the 10 px rule as the page scrolls', async ({ page }) => {
    await openPage(page, '/en/')
    const portfolioY = await page.evaluate(() => document.getElementById('portfolio')!.offsetTop)
    await page.evaluate((y) => window.scrollTo(0, y - 11), portfolioY)
    await expect(activeLink(page, 'en')).toHaveText(en.home)
    await page.evaluate((y) => window.scrollTo(0, y - 10), portfolioY)
    await expect(activeLink(page, 'en')).toHaveText(en.portfolio)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(activeLink(page, 'en')).toHaveText(en.contact)
  })
})
