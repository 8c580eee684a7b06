// `npm run screenshots` (after a build): full-page screenshots of the page as the README shows it, and the
// editor at /admin/ on a laptop and on a 390 px phone (on a copy of the repository: nothing here changes), written
// to docs/screenshots/ (the README and docs/ show them). `--editor` takes the editor only. Two shots of the
// editors' guide come from elsewhere: editor-translation-check.png from translations.spec.ts (with
// UPDATE_SCREENSHOTS=1), and edit-mode.png, which no script takes.
import { mkdir, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { chromium, type Page } from '@playwright/test'
import {
  EDITOR_UI,
  openEditor,
  openEntry,
  publishNow,
  recordedStatus,
  repositoryCopy,
  saveDraft,
  setStatus,
} from '../__tests__/browser/support/editorWorkflow.ts'
import { startCms } from '../__tests__/browser/support/localEditorProcess.ts'
import { PHONE, tapOnScreen } from '../__tests__/browser/support/phoneLayout.ts'
import { localizedPath } from '../src/lib/i18n/languages.ts'
import { COLLECTION_LABELS, CONTENT_FILE_LABELS } from '../src/node/editorConfig/editorLabels.ts'
import { siteAnswering } from './startSite.mts'

const PORT = Number(process.env.PORT ?? 9400)
const OUT = 'docs/screenshots'
/** The viewport's height at each width: a phone's, a laptop's. */
const HEIGHTS = { 390: 844, 1280: 900 }
/**
 * The page shots the README shows: one on a laptop, one on a phone in the dark scheme. Only these: a shot that
 * no page shows is up to half a megabyte in every clone (__tests__/docs/docsTruth.test.ts fails on one).
 */
const PAGE_SHOTS = [
  { language: 'ro', width: 1280, colorScheme: 'light' },
  { language: 'en', width: 390, colorScheme: 'dark' },
] as const
/** What Netlify's Deploy Preview status on GitHub would link to: the local backend has no Deploy Previews. */
const DEPLOY_PREVIEW = 'https://deploy-preview-7--exemplu.netlify.app'

const stopServer = await siteAnswering(PORT)
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: createRequire(import.meta.url)('./chromium-flags.json'),
})
try {
  await mkdir(OUT, { recursive: true })
  if (!process.argv.includes('--editor')) await pageScreenshots()
  await editorScreenshots()
} finally {
  await browser.close()
  stopServer()
}

/** Each of the page shots, whole. */
async function pageScreenshots() {
  for (const { language, width, colorScheme } of PAGE_SHOTS) {
    const page = await browser.newPage({ viewport: { width, height: HEIGHTS[width] }, colorScheme })
    // As a returning visitor sees it: on a first visit Figtree may come later than `font-display: optional`
    // waits (a cold server), and the page then keeps the fallback font; the second visit has it cached.
    await page.goto(`http://localhost:${PORT}${localizedPath('/', language)}`)
    await page.reload()
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

/** A screenshot of `page` as it is now, docs/screenshots/editor-<name>.png, once what moves has settled. */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  // Decap's notifications ("Intrare salvată") close by themselves after a few seconds; they would hide the toolbar.
  await page.locator('.Toastify__toast').first().waitFor({ state: 'detached', timeout: 15_000 })
  const file = `${OUT}/editor-${name}.png`
  await page.screenshot({ path: file })
  console.log(`wrote ${file}`)
}

/** Waits until every image of the entry's preview has loaded (those below its fold are lazy: asked for first). */
function previewImagesLoaded(page: Page) {
  return page.waitForFunction(() => {
    const preview = globalThis.document.querySelector<HTMLIFrameElement>('#preview-pane')?.contentDocument
    for (const image of preview?.images ?? []) image.loading = 'eager'
    return preview && [...preview.images].length > 0 && [...preview.images].every((image) => image.complete)
  })
}

/**
 * The editor as an editor sees it at 1280 px, in Romanian, its default (the README and docs/ghid-editori.md show
 * these): the collections, each collection's entry with its preview, a refused value, a saved draft with its
 * preview button, the board with that draft in review, and, that draft published, the contact card's history;
 * then on a 390 px phone (phoneScreenshots).
 */
async function editorScreenshots() {
  // decap-server in git mode needs a repository: a copy of this one.
  const repositoryDir = repositoryCopy('screenshots-')
  const editorUrl = `http://localhost:${PORT + 10}/admin/`
  const stopCms = await startCms({ sitePort: PORT + 10, backendPort: PORT + 11, repositoryDir })
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  try {
    await openEditor(page, editorUrl)
    await shoot(page, 'collections')

    const { contact, portfolio } = CONTENT_FILE_LABELS
    const { texts, textsEntry } = COLLECTION_LABELS
    await openEntry(page, editorUrl, portfolio.collection.ro, portfolio.file.ro)
    await previewImagesLoaded(page)
    await shoot(page, 'portfolio')
    await openEntry(page, editorUrl, texts.ro, textsEntry.ro)
    // Texts open Romanian and English side by side.
    await page.getByRole('button', { name: 'Scrii în EN' }).waitFor()
    await shoot(page, 'texts')

    await openEntry(page, editorUrl, contact.collection.ro, contact.file.ro)
    await previewImagesLoaded(page)
    await shoot(page, 'contact')
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('contact.exemplu.ro')
    await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
    await page.getByText('E-mail trebuie să fie o adresă de e-mail').waitFor()
    await shoot(page, 'contact-refused')

    // A draft: the editor asks the backend for its Deploy Preview, which GitHub answers from Netlify's status.
    await page.route(
      (url) => url.port === String(PORT + 11) && url.pathname === '/api/v1',
      async (route) => {
        const { action } = route.request().postDataJSON() ?? {}
        if (action !== 'getDeployPreview') return route.fallback()
        await route.fulfill({ json: { url: DEPLOY_PREVIEW, status: 'success' } })
      },
    )
    // Decap's text control appends to what a second fill finds there: clear it first.
    await page.getByRole('textbox', { name: /^E-mail/ }).clear()
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('contact@exemplu.example')
    await page.getByRole('textbox', { name: /^Telefon/ }).fill('+40 31 555 0123')
    await saveDraft(page)
    await page.getByRole('link', { name: EDITOR_UI.viewPreview }).waitFor()
    await shoot(page, 'draft-preview')
    await setStatus(page, 'inReview')
    await page.getByText(EDITOR_UI.statuses.inReview).first().waitFor()
    await page.goto(`${editorUrl}#/workflow`)
    await page.getByRole('heading', { name: EDITOR_UI.workflow }).waitFor()
    await shoot(page, 'board')

    await openEntry(page, editorUrl, contact.collection.ro, contact.file.ro)
    await setStatus(page, 'ready')
    // decap-server refuses a publish asked for before it has recorded Ready.
    while ((await recordedStatus(repositoryDir, 'cms/contact/contact')) !== 'decap-cms/pending_publish')
      await page.waitForTimeout(100)
    await publishNow(page)
    await page.getByText(EDITOR_UI.entryPublished).waitFor()
    // Decap draws the entry again once published: open it afresh, as an editor coming back to it.
    await openEntry(page, editorUrl, contact.collection.ro, contact.file.ro)
    await page.getByRole('button', { name: 'Istoric', exact: true }).click()
    await page.getByRole('dialog').getByRole('list').getByRole('button').nth(1).click()
    await page.getByRole('button', { name: 'Restaurează această versiune' }).waitFor()
    await shoot(page, 'history')
    await phoneScreenshots(editorUrl)
  } finally {
    await page.close()
    stopCms()
    await rm(repositoryDir, { recursive: true, force: true })
  }
}

/**
 * The editor on a 390 px phone, by touch (docs/ghid-editori.md's "De pe telefon" shows these): the contact
 * card's form, a draft of it with Acțiuni open, its preview, and the portfolio's sites with their move buttons.
 */
async function phoneScreenshots(editorUrl: string) {
  const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 2 })
  const page = await context.newPage()
  try {
    const { contact, portfolio } = CONTENT_FILE_LABELS
    await openEntry(page, editorUrl, contact.collection.ro, contact.file.ro, tapOnScreen)
    const phone = page.getByRole('textbox', { name: /^Telefon/ })
    await tapOnScreen(phone)
    await phone.fill('+40 31 555 0199')
    await shoot(page, 'phone-contact')
    await saveDraft(page, tapOnScreen)
    await page.getByRole('button', { name: EDITOR_UI.status, includeHidden: true }).waitFor({ state: 'attached' })
    await tapOnScreen(page.getByRole('button', { name: 'Acțiuni' }))
    await shoot(page, 'phone-actions')
    await tapOnScreen(page.getByRole('button', { name: 'Acțiuni' }))
    await tapOnScreen(page.getByRole('button', { name: 'Previzualizare' }))
    await previewImagesLoaded(page)
    await shoot(page, 'phone-preview')
    await openEntry(page, editorUrl, portfolio.collection.ro, portfolio.file.ro, tapOnScreen)
    await tapOnScreen(page.getByRole('button', { name: /^Deschide „Ziare Exemplu/ }))
    await shoot(page, 'phone-portfolio')
  } finally {
    await context.close()
  }
}
