import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import sharp from 'sharp'
import type { Dialog, Page } from '@playwright/test'
import { startCms } from './support/localEditorProcess'
import {
  EDITOR_UI,
  backendWrites,
  deleteDraft,
  draftBranches,
  fileOn,
  git,
  openEntry,
  repositoryCopy,
  saveDraft,
} from './support/editorWorkflow'
import { expect, portAfterSite, test } from './fixtures'

// The editor's own checks and its Romanian interface, as `npm run cms` runs it: the built editor (/admin/) with
// decap-server in git mode on a copy of the repository. A refused save writes nothing: no draft branch, main
// unchanged. (Drafts, review and publishing: workflow.spec.ts.)

const SITE_PORT = portAfterSite(22)
const BACKEND_PORT = portAfterSite(23)
const editorUrl = `http://localhost:${SITE_PORT}/admin/`
/** Decap rejects its save promise with no reason when a field breaks a rule, after showing the messages. */
const REFUSED_SAVE = /^undefined$/

let repository: string
let stopCms: (() => void) | undefined

/** Nothing reached the repository: no draft branch, main where it was. */
async function expectNothingWritten(main: string) {
  expect(await draftBranches(repository)).toEqual([])
  expect(await git(repository, 'rev-parse', 'main')).toBe(main)
}

// Each test is a whole editing journey through the editor's multi-megabyte bundle and decap-server: the longest
// took 39.8 s on a slower two-core machine, past the suite's 30 s.
test.describe.configure({ mode: 'serial', timeout: 90_000 })
// Opening an entry, Decap asks for its draft; the backend answers 404 when it has none.
test.use({
  viewport: { width: 1280, height: 900 },
  expectedConsole: /status of 404 \(Not Found\)/,
  expectedPageError: REFUSED_SAVE,
})

test.beforeAll(async () => {
  repository = await repositoryCopy('cms-repository-')
  stopCms = await startCms({ sitePort: SITE_PORT, backendPort: BACKEND_PORT, repositoryDir: repository })
})

test.afterAll(async () => {
  stopCms?.()
  await rm(repository, { recursive: true, force: true })
})

test('a site id another site has and an address with a space are refused in Romanian, each naming its field, and nothing is written', async ({
  page,
}) => {
  const main = await git(repository, 'rev-parse', 'main')
  const writes = backendWrites(page, BACKEND_PORT)
  await openEntry(page, editorUrl, 'Portofoliu', 'Site-uri de știri')
  // The site's summary, "name (address)", changes with its address.
  const summary = page.getByText(/^Business Exemplu \(/)
  await summary.locator('xpath=preceding-sibling::div[1]/button[1]').click()
  // The site's fields in order: its id, its name, its address.
  const [id, , url] = await summary.locator('xpath=..').getByRole('textbox').all()
  const idLabel = await id.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim())
  const urlLabel = await url.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim())
  await id.fill('ziare')
  await url.fill('https://exa mple.com')
  await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
  await expect(page.getByText(`${idLabel} trebuie să fie diferit la fiecare site`, { exact: false })).toBeVisible()
  await expect(
    page.getByText(`${urlLabel} trebuie să fie o adresă care începe cu https://, fără spații`, { exact: false }),
  ).toBeVisible()

  // One that parses as no address (a stray %) is refused by the build's own parser, in Romanian too.
  await url.clear()
  await url.fill('https://exa%mple.com')
  await expect(url).toHaveValue('https://exa%mple.com')
  await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
  await expect(page.getByText(`${urlLabel} trebuie să fie o adresă https:// corectă`, { exact: false })).toBeVisible()
  expect(writes).toEqual([])
  await expectNothingWritten(main)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.goto('about:blank')
})

test('an entry opened by its address straight from another shows its own content: the Portfolio from the Contact', async ({
  page,
}) => {
  await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită')
  await expect(page.getByRole('textbox').first()).not.toHaveValue('')
  // As a pasted link or a bookmark: the address alone changes (decaporg/decap-cms#4147 showed "0 site-uri").
  await page.evaluate(() => (window.location.hash = '#/collections/portfolio/entries/portfolio'))
  // The editor loads afresh, as long as a first load takes.
  await page.getByText(/^\d+ site-uri de știri$/).waitFor()
  await expect(page.getByText('2 site-uri de știri')).toBeVisible()
  await expect(page.getByText(/^Ziare Exemplu \(/)).toBeVisible()
  await expect(page.getByText(/^Business Exemplu \(/)).toBeVisible()
})

const JAVASCRIPT_URL = 'javascript:alert(document.domain)'
/** What Chromium says when the editor's policy refuses a javascript: URL (it allows no inline script). */
const REFUSED_JAVASCRIPT_URL =
  /Running the JavaScript URL violates the following Content Security Policy directive 'script-src/

test.describe('bad input', () => {
  test.use({ expectedConsole: new RegExp(`status of 404 \\(Not Found\\)|${REFUSED_JAVASCRIPT_URL.source}`) })

  test('a portfolio address typed as javascript: runs nothing, in the preview or on a click on its link there', async ({
    page,
    consoleMessages,
  }) => {
    const dialogs: string[] = []
    const answer = (dialog: Dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    }
    page.on('dialog', answer)
    page.context().on('page', (opened) => opened.on('dialog', answer))
    await openEntry(page, editorUrl, 'Portofoliu', 'Site-uri de știri')
    const summary = page.getByText(/^Business Exemplu \(/)
    await summary.locator('xpath=preceding-sibling::div[1]/button[1]').click()
    const [, , url] = await summary.locator('xpath=..').getByRole('textbox').all()
    await url.fill(JAVASCRIPT_URL)

    // The preview draws the card with the address typed, which React does not put in the link.
    const link = page.frameLocator('iframe').getByRole('link', { name: 'Business Exemplu' }).first()
    await expect(link).toBeVisible()
    await expect(link).not.toHaveAttribute('href', JAVASCRIPT_URL)
    // Clicked, the link's javascript: URL is refused by the editor's policy, and nothing runs.
    await link.click()
    await expect
      .poll(() => consoleMessages.filter((message) => REFUSED_JAVASCRIPT_URL.test(message.text())).length)
      .toBe(1)
    expect(dialogs).toEqual([])
    expect(page.context().pages()).toEqual([page])

    page.off('dialog', answer)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.goto('about:blank')
  })
})

/** A locale's strings from decap-cms-locales' ES modules (its CommonJS build, 3.8.2 as 3.3.0, exports nothing). */
async function decapStrings(locale: 'en' | 'ro'): Promise<string[]> {
  const source = await readFile(`node_modules/decap-cms-locales/dist/esm/${locale}/index.js`, 'utf8')
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings)
  return strings(runInNewContext(source.replace(`export default ${locale};`, locale)))
}

/** Decap's English strings that its Romanian locale does not share (a "Markdown" is both), as patterns. */
async function decapEnglishPatterns() {
  const romanian = new Set(await decapStrings('ro'))
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return (await decapStrings('en'))
    .map((phrase) => phrase.trim())
    .filter((phrase) => !romanian.has(phrase) && /[A-Za-z]{3}/.test(phrase.replace(/%\{\w+\}/g, '')))
    .map((phrase) => new RegExp(`^${escape(phrase).replace(/%\\\{\w+\\\}/g, '.+')}$`))
}

/**
 * The lines of text the page shows, and the names and hints its controls give (`aria-label`, `title`,
 * `placeholder`: what a screen reader reads, or a pointer shows), that are one of Decap's English strings (its
 * %{placeholders} filled).
 */
async function englishOnScreen(page: Page, english: RegExp[]) {
  const lines = (await page.locator('body').innerText()).split('\n')
  const attributes = await page
    .locator('[aria-label], [title], [placeholder]')
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        ['aria-label', 'title', 'placeholder'].flatMap((name) => element.getAttribute(name) ?? []),
      ),
    )
  return [...lines, ...attributes]
    .map((line) => line.trim())
    .filter((line) => english.some((pattern) => pattern.test(line)))
}

test("/admin/: log-in, collections, an entry, its save, status and publish controls, the logo's thumbnail, the board, a collection's drafts and a refusal in Romanian, names and hints included, no English string of Decap; ?lang=en is English and remembered", async ({
  page,
}) => {
  const english = await decapEnglishPatterns()
  const writes = backendWrites(page, BACKEND_PORT)
  await page.goto(editorUrl)
  await page.getByRole('button', { name: EDITOR_UI.login }).click()
  await expect(page.getByText('Colecții')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Portofoliu', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: EDITOR_UI.workflow })).toBeVisible()
  expect(await englishOnScreen(page, english)).toEqual([])

  await page.getByRole('link', { name: 'Contact', exact: true }).click()
  await page.getByRole('link', { name: 'Cartea de vizită' }).click()
  await expect(page.getByRole('button', { name: EDITOR_UI.save, exact: true })).toBeVisible()
  // The logo's field shows the logo, not the placeholder Decap draws while it loads the file.
  const logo = await readFile('content/images/logo.svg', 'utf8')
  const thumbnail = page.locator('img[role="presentation"]').first()
  await expect
    .poll(() => thumbnail.evaluate(async (image: HTMLImageElement) => (await fetch(image.src)).text()))
    .toBe(logo)
  await page.getByRole('textbox', { name: /^Numele firmei/ }).fill('')
  await expect(page.getByText(EDITOR_UI.unsavedChanges)).toBeVisible()
  expect(await englishOnScreen(page, english)).toEqual([])
  await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
  await expect(page.getByText('Câmpul „Numele firmei” este obligatoriu: completează-l.')).toBeVisible()
  expect(await englishOnScreen(page, english)).toEqual([])
  expect(writes).toEqual([])

  // Saved, the entry is a draft: its status and publish menus, and the board, are in Romanian too.
  await page.getByRole('textbox', { name: /^Numele firmei/ }).fill('Exemplu Media Grup')
  await saveDraft(page)
  await page.getByRole('button', { name: EDITOR_UI.status }).click()
  await expect(page.getByRole('menuitem', { name: EDITOR_UI.statuses.ready, exact: true })).toBeVisible()
  expect(await englishOnScreen(page, english)).toEqual([])
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: EDITOR_UI.publish, exact: true }).click()
  await expect(page.getByRole('menuitem', { name: EDITOR_UI.publishNow })).toBeVisible()
  expect(await englishOnScreen(page, english)).toEqual([])
  await page.keyboard.press('Escape')
  await page.goto(`${editorUrl}#/workflow`)
  await expect(page.getByRole('heading', { name: EDITOR_UI.workflow })).toBeVisible()
  await expect(page.getByText('Cartea de vizită', { exact: true })).toBeVisible()
  expect(await englishOnScreen(page, english)).toEqual([])
  // The draft's date in numbers, as Romanians write it (Decap knows English month names only).
  await expect(page.getByText(/^\d{1,2}\.\d{2}\.\d{4}$/)).toBeVisible()
  await page.getByText('Cartea de vizită', { exact: true }).click()
  await deleteDraft(page)
  await expect.poll(() => draftBranches(repository)).toEqual([])

  // A collection's list shows a draft with its status (Decap 3.8 and later), in Romanian too.
  await openEntry(page, editorUrl, 'Texte', 'Textele paginii')
  await page.getByRole('textbox', { name: 'Cartea de vizită: butonul', exact: true }).first().fill('Salvează cartea')
  await saveDraft(page)
  await page.goto(`${editorUrl}#/collections/texts`)
  const draftCard = page.getByRole('link', { name: `Textele paginii ${EDITOR_UI.statuses.draft}` })
  await expect(draftCard).toBeVisible()
  expect(await englishOnScreen(page, english)).toEqual([])
  await draftCard.click()
  await deleteDraft(page)
  await expect.poll(() => draftBranches(repository)).toEqual([])

  // ?lang=en gives Decap's words and ours in English, and is remembered: /admin/ stays English.
  await page.goto(`${editorUrl}?lang=en`)
  await expect(page.getByText('Collections')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Portfolio', exact: true })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Content editor')
  await page.goto(editorUrl)
  await expect(page.getByText('Collections')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Portfolio', exact: true })).toBeVisible()
  await page.goto(`${editorUrl}?lang=ro`)
  await expect(page.getByText('Colecții')).toBeVisible()
})

/** An image `width` px wide at 3:2 (a JPEG unless said otherwise), named `name`, in the test's output folder. */
async function jpeg(name: string, width: number, format: 'jpeg' | 'png' = 'jpeg') {
  await mkdir(test.info().outputDir, { recursive: true })
  const file = path.join(test.info().outputDir, name)
  await sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: '#2a6f97' } })
    .toFormat(format)
    .toFile(file)
  return file
}

/** Opens the media library from the English front page of Business Exemplu. */
async function openEnglishFrontPageImages(page: Page) {
  const summary = page.getByText('Business Exemplu (https://business.example/)', { exact: true })
  const englishFrontPage = summary.locator('xpath=..').locator('label', { hasText: /^Prima pagină în engleză$/ })
  if (!(await englishFrontPage.isVisible())) await summary.locator('xpath=preceding-sibling::div[1]/button[1]').click()
  await englishFrontPage.locator('xpath=following::button[normalize-space()="Alege altă imagine"][1]').click()
}

/** Uploads `file` in the open media library and picks it. */
async function uploadAndChoose(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.getByRole('button', { name: 'Folosește fișierul ales' }).click()
}

test('a new English front page narrower than the build accepts, or not a JPEG, is refused; wide enough, the draft holds it in content/images/ and the portfolio names it', async ({
  page,
}) => {
  const main = await git(repository, 'rev-parse', 'main')
  const portfolio = await fileOn(repository, 'main', 'content/portfolio.json')
  const writes = backendWrites(page, BACKEND_PORT)
  await openEntry(page, editorUrl, 'Portofoliu', 'Site-uri de știri')
  await openEnglishFrontPageImages(page)
  await uploadAndChoose(page, await jpeg('business-en-narrow.jpg', 800))
  await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
  await expect(
    page.getByText('Prima pagină în engleză trebuie să fie lată de cel puțin 1200 px; imaginea aleasă are 800 px', {
      exact: false,
    }),
  ).toBeVisible()
  expect(writes).toEqual([])
  await expectNothingWritten(main)

  // A PNG whose name ends in .jpg: the build reads the file, and so does the editor.
  await openEnglishFrontPageImages(page)
  await uploadAndChoose(page, await jpeg('business-en-png.jpg', 1200, 'png'))
  await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
  await expect(page.getByText('Prima pagină în engleză trebuie să fie o imagine JPEG', { exact: false })).toBeVisible()
  expect(writes).toEqual([])
  await expectNothingWritten(main)

  await openEnglishFrontPageImages(page)
  const upload = await jpeg('business-en-2027.jpg', 1200)
  await uploadAndChoose(page, upload)
  await saveDraft(page)
  expect(writes).toContain('persistEntry')

  const [draft] = await draftBranches(repository)
  expect(await git(repository, 'rev-parse', 'main')).toBe(main)
  const onDraft = await git(repository, 'diff', '--name-only', `main...${draft}`)
  expect(onDraft.split('\n')).toContain('content/images/business-en-2027.jpg')
  expect(onDraft.split('\n')).toContain('content/portfolio.json')
  const image = await git(repository, 'rev-parse', `${draft}:content/images/business-en-2027.jpg`)
  expect(image).toBe(await git(repository, 'hash-object', upload))
  // The site's English front page, and its record of checks: an English value edited is checked against the
  // current Romanian (src/lib/content/translationChecks.ts).
  expect(await fileOn(repository, draft, 'content/portfolio.json')).toBe(
    portfolio.replaceAll('"en": "images/business-en.jpg"', '"en": "images/business-en-2027.jpg"'),
  )
})
