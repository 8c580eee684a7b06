import { expect, test } from './fixtures'
import { COMPANY, pageTexts } from './pageTexts'

// A failure during start-up in the browser is logged to the console; the prerendered page stays.
test.describe('a failure while the page starts', () => {
  test.use({ expectedConsole: /could not start|recovered from an error while starting|The page needs content/ })

  test('is logged, and the prerendered page stays on screen', async ({ page, consoleMessages }) => {
    // Page data without the contact card makes the page component throw while React takes over.
    await page.route('**/page-data/en/page-data.json', async (route) => {
      const response = await route.fetch()
      const pageData = await response.json()
      delete pageData.result.data.contact
      await route.fulfill({ response, json: pageData })
    })
    await page.goto('/en/')
    await expect.poll(() => consoleMessages.some((message) => /could not start/.test(message.text()))).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: pageTexts('en').portfolio })).toBeAttached()
    await expect(page.getByRole('link', { name: pageTexts('en').contact_button_add_contact })).toBeAttached()
  })
})
