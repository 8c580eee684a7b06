import { createHash } from 'node:crypto'
import { expect, test } from './fixtures'

const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

// A failure during start-up in the browser is logged to the console; the prerendered page stays.
test.describe('a failure while the page starts', () => {
  test.use({ expectedConsole: /could not start|recovered from an error while starting|The page needs content/ })

  test('is logged, and the prerendered page stays on screen', async ({ page, consoleMessages }) => {
    // Page data without the contact card makes the page component throw while React takes over. The data is
    // in the page (window.pageData): change it there, and its hash in the page's policy with it.
    await page.route('**/en/', async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const script = /<script>(window\.pageData=(.*?);)<\/script>/.exec(html)
      if (!script) throw new Error('/en/ has no page data in it')
      const pageData = JSON.parse(script[2])
      delete pageData.result.data.contact
      const broken = `window.pageData=${JSON.stringify(pageData).replace(/</g, '\\u003c')};`
      const headers = response.headers()
      const policy = headers['content-security-policy'].replace(sha256Source(script[1]), sha256Source(broken))
      await route.fulfill({
        response,
        headers: { ...headers, 'content-security-policy': policy },
        body: html.replace(script[1], broken),
      })
    })
    await page.goto('/en/')
    await expect.poll(() => consoleMessages.some((message) => /could not start/.test(message.text()))).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: 'Exemplu Media' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Portfolio' })).toBeAttached()
    await expect(page.getByRole('link', { name: 'Add to contacts' })).toBeAttached()
  })
})
