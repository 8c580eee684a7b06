// `npm run screenshots` (after a build): full-page screenshots of / and /en/ at 390 and 1280 px, in the light
// and the dark colour scheme, and the editor at /admin/ (on a copy of the content: nothing here changes),
// written to docs/screenshots/ (the README shows some of them).
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startCms } from './cmsProcess.ts'
import { COLLECTION_LABELS } from '../src/node/cms/editorLabels.ts'
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
  await editorScreenshots()
} finally {
  await browser.close()
  stopServer()
}

/** The editor as an editor sees it at 1280 px: each collection's entry with its preview. */
async function editorScreenshots() {
  const repositoryDir = await mkdtemp(join(tmpdir(), 'screenshots-'))
  for (const folder of ['content', 'locales']) await cp(folder, join(repositoryDir, folder), { recursive: true })
  const stopCms = await startCms({ sitePort: PORT + 10, backendPort: PORT + 11, repositoryDir })
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  try {
    await page.goto(`http://localhost:${PORT + 10}/admin/`)
    // The editor opens in Romanian, as editors see it (Decap's own words, then ours).
    await page.getByRole('button', { name: 'Autentifică-te' }).click()
    const { contact, contactFile, portfolio, portfolioFile, texts, textsEntry } = COLLECTION_LABELS
    const shots = [
      ['contact', contact.ro, contactFile.ro],
      ['portfolio', portfolio.ro, portfolioFile.ro],
      ['texts', texts.ro, textsEntry.ro],
    ]
    for (const [name, collection, entry] of shots) {
      await page.getByRole('link', { name: collection, exact: true }).click()
      await page.getByRole('link', { name: entry }).click()
      // Texts open Romanian and English side by side; the others beside their preview, once its images load.
      if (name === 'texts') await page.getByRole('button', { name: 'Scrii în EN' }).waitFor()
      else {
        await page.waitForFunction(() => {
          const preview = globalThis.document.querySelector('#preview-pane')?.contentDocument
          return preview && [...preview.images].length > 0 && [...preview.images].every((image) => image.complete)
        })
      }
      await page.waitForLoadState('networkidle')
      const file = `${OUT}/editor-${name}.png`
      await page.screenshot({ path: file })
      console.log(`wrote ${file}`)
      await page.goto(`http://localhost:${PORT + 10}/admin/`)
    }
  } finally {
    await page.close()
    stopCms()
    await rm(repositoryDir, { recursive: true, force: true })
  }
}
