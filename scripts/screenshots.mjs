// `npm run screenshots` (after a build): full-page screenshots of / and /en/ at 390 and 1280 px, in the light
// and the dark colour scheme, written to docs/screenshots/ (the README shows two of them).
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'
import { startServer } from './lighthouse/server.mjs'

const PORT = 9400
const OUT = 'docs/screenshots'
const PAGES = { ro: '/', en: '/en/' }
const WIDTHS = { 390: 844, 1280: 900 }
const SCHEMES = ['light', 'dark']

const stopServer = await startServer(PORT)
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: createRequire(import.meta.url)('./chromium-flags.json'),
})
try {
  await mkdir(OUT, { recursive: true })
  for (const [language, path] of Object.entries(PAGES)) {
    for (const [width, height] of Object.entries(WIDTHS)) {
      for (const colorScheme of SCHEMES) {
        const page = await browser.newPage({ viewport: { width: Number(width), height }, colorScheme })
        await page.goto(`http://localhost:${PORT}${path}`)
        // Lazy images load as they come into view: scroll through the page, then wait for every one.
        for (const id of ['portfolio', 'contact', 'home']) await page.locator(`#${id}`).scrollIntoViewIfNeeded()
        // The function runs in the page.
        await page.waitForFunction(() => [...globalThis.document.images].every((image) => image.complete))
        const file = `${OUT}/${language}-${width}-${colorScheme}.png`
        await page.screenshot({ path: file, fullPage: true })
        console.log(`wrote ${file}`)
        await page.close()
      }
    }
  }
} finally {
  await browser.close()
  stopServer()
}
