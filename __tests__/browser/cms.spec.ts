import { execFile } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { runInNewContext } from 'node:vm'
import sharp from 'sharp'
import type { Dialog, Page } from '@playwright/test'
import { useLocalEditor } from './support/localEditorSuite'
import {
  EDITOR_UI,
  BACKEND_READ,
  backendWrites,
  deleteDraft,
  draftBranches,
  fileOn,
  git,
  openEntry,
  openImageLibrary,
  saveDraft,
  uploadAndChoose,
} from './support/editorWorkflow'
import { PHONE, tapOnScreen } from './support/phoneLayout'
import { expect, portAfterSite, test } from './fixtures'
import { PORTFOLIO_IMAGE } from '../../src/lib/content/schemas'
import { SCRIPTED_SVG } from '../support/svgFiles'

// The editor's own checks and its Romanian interface, as `npm run cms` runs it: the built editor (/admin/) with
// decap-server in git mode on a copy of the repository. A refused save writes nothing: no draft branch, main
// unchanged. (Drafts, review and publishing: workflow.spec.ts.)

const run = promisify(execFile)
const SITE_PORT = portAfterSite(22)
const BACKEND_PORT = portAfterSite(23)
const editorUrl = `http://localhost:${SITE_PORT}/admin/`
/** Decap rejects its save promise with no reason when a field breaks a rule, after showing the messages. */
const REFUSED_SAVE = /^undefined$/

let repository: string

/** Nothing reached the repository: no draft branch, main where it was. */
async function expectNothingWritten(main: string) {
  expect(await draftBranches(repository)).toEqual([])
  expect(await git(repository, 'rev-parse', 'main')).toBe(main)
}

// Each test is a whole editing journey through the editor's multi-megabyte bundle and decap-server, longer than
// the suite's default limit on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })
// Opening an entry, Decap asks for its draft; the backend answers 404 when it has none.
test.use({
  viewport: { width: 1280, height: 900 },
  expectedConsole: /status of 404 \(Not Found\)/,
  expectedPageError: REFUSED_SAVE,
})

useLocalEditor('cms-repository-', { sitePort: SITE_PORT, backendPort: BACKEND_PORT }, (copy) => {
  repository = copy
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
  await expect(
    page.getByText(`${idLabel} trebuie să fie diferit la fiecare element al listei`, { exact: false }),
  ).toBeVisible()
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
  // The entry's own field: until the entry arrives, the first textbox is the collection's search.
  await expect(page.getByRole('textbox', { name: /^Telefon/ })).not.toHaveValue('', BACKEND_READ)
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
  await page.getByRole('button', { name: EDITOR_UI.login, exact: true }).click()
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

/** A front page's picture for the tests: `width` px wide at 3:2, in `format`, with a phone's EXIF (a GPS position). */
async function frontPageImage(name: string, width: number, format: 'png' | 'webp' | 'gif' | 'jpeg') {
  await mkdir(test.info().outputDir, { recursive: true })
  const file = path.join(test.info().outputDir, name)
  const height = Math.round((width * 2) / 3)
  const picture = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#e9c46a"/></linearGradient>
    <rect width="100%" height="100%" fill="url(#sky)"/><circle cx="30%" cy="60%" r="20%" fill="#264653"/>
    <text x="5%" y="15%" font-size="${width / 20}" font-family="sans-serif" fill="#fff">Business Exemplu</text></svg>`
  await sharp(Buffer.from(picture))
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 25/1 3000/100' } })
    .toFormat(format)
    .toFile(file)
  return file
}

/** Opens the media library from the English front page of the site whose list summary is `site`. */
async function openEnglishFrontPageImages(page: Page, site = 'Business Exemplu (https://business.example/)') {
  const summary = page.getByText(site, { exact: true })
  const englishFrontPage = summary.locator('xpath=..').locator('label', { hasText: /^Prima pagină în engleză$/ })
  if (!(await englishFrontPage.isVisible())) await summary.locator('xpath=preceding-sibling::div[1]/button[1]').click()
  await englishFrontPage.locator('xpath=following::button[normalize-space()="Alege altă imagine"][1]').click()
}

test('a text file named .jpg, a GIF and a 900 px image are refused as they are chosen, each saying in Romanian what to do, and nothing is written', async ({
  page,
}) => {
  const main = await git(repository, 'rev-parse', 'main')
  const writes = backendWrites(page, BACKEND_PORT)
  await openEntry(page, editorUrl, 'Portofoliu', 'Site-uri de știri')
  await openEnglishFrontPageImages(page)
  await mkdir(test.info().outputDir, { recursive: true })
  const text = path.join(test.info().outputDir, 'note.jpg')
  await writeFile(text, 'Not a picture: the front page is coming tomorrow.\n')
  const refusals: [string, string][] = [
    [
      text,
      '„note.jpg” nu este o imagine pe care browserul o poate citi, oricum s-ar termina numele lui. Alege o fotografie sau o captură de ecran: JPEG, PNG sau WebP.',
    ],
    [
      await frontPageImage('banner.gif', 1500, 'gif'),
      '„banner.gif” este un GIF, pe care editorul nu îl convertește: are prea puține culori pentru o fotografie. Fă o captură de ecran a imaginii și încarc-o pe aceea.',
    ],
    [
      await frontPageImage('captura.png', 900, 'png'),
      '„captura.png” are doar 900 px lățime; imaginile trebuie să aibă cel puțin 1200 px, altfel s-ar vedea neclar pe ecranele fine. Alege una mai mare.',
    ],
  ]
  for (const [file, message] of refusals) {
    const dialog = page.waitForEvent('dialog')
    await page.locator('input[type="file"]').setInputFiles(file)
    const refusal = await dialog
    expect(refusal.message()).toBe(message)
    await refusal.accept()
    await expect(page.getByText(path.basename(file), { exact: true })).toHaveCount(0)
  }
  // The media library still offers nothing new to choose, and Decap never saw the files to fail on them.
  await expect(page.getByRole('button', { name: 'Folosește fișierul ales' })).toBeDisabled()
  await expect(page.getByText(/Failed to persist media/)).toHaveCount(0)
  expect(writes).toEqual([])
  await expectNothingWritten(main)
})

/**
 * What the draft holds at `file`: its format and size as sharp reads them, and which of the tags that say who took
 * a photo, where and when (EXIF, GPS among them; XMP; IPTC) it kept. The browser's JPEG also names its colours, sRGB.
 */
async function draftImage(draft: string, file: string) {
  const bytes = await run('git', ['show', `${draft}:${file}`], { cwd: repository, encoding: 'buffer' })
  const { format, width, exif, xmp, iptc } = await sharp(bytes.stdout).metadata()
  return { format, width, bytes: bytes.stdout.length, tags: { exif: !!exif, xmp: !!xmp, iptc: !!iptc } }
}

test('a 4,000 px PNG with a GPS position and a WebP, uploaded to two English front pages, reach the draft as JPEGs no wider and no heavier than the rule, without their EXIF', async ({
  page,
}) => {
  const main = await git(repository, 'rev-parse', 'main')
  const portfolio = await fileOn(repository, 'main', 'content/portfolio.json')
  const png = await frontPageImage('business-en-2027.png', 4000, 'png')
  const webp = await frontPageImage('ziare-en-2027.webp', 2400, 'webp')
  expect((await sharp(png).metadata()).exif).toBeDefined()
  await openEntry(page, editorUrl, 'Portofoliu', 'Site-uri de știri')
  await openEnglishFrontPageImages(page)
  await uploadAndChoose(page, png)
  await openEnglishFrontPageImages(page, 'Ziare Exemplu (https://ziare.example/)')
  await uploadAndChoose(page, webp)
  await saveDraft(page)

  const [draft] = await draftBranches(repository)
  expect(await git(repository, 'rev-parse', 'main')).toBe(main)
  const onDraft = (await git(repository, 'diff', '--name-only', `main...${draft}`)).split('\n')
  expect(onDraft.sort()).toEqual([
    'content/images/business-en-2027.jpg',
    'content/images/ziare-en-2027.jpg',
    'content/portfolio.json',
  ])
  for (const image of onDraft.filter((file) => file.endsWith('.jpg'))) {
    const saved = await draftImage(draft, image)
    expect(saved).toMatchObject({
      format: 'jpeg',
      width: PORTFOLIO_IMAGE.maxWidth,
      tags: { exif: false, xmp: false, iptc: false },
    })
    expect(saved.bytes).toBeLessThanOrEqual(PORTFOLIO_IMAGE.maxBytes)
  }
  // The sites' English front pages, and their record of checks: an English value edited is checked against the
  // current Romanian (src/lib/content/translationChecks.ts).
  expect(await fileOn(repository, draft, 'content/portfolio.json')).toBe(
    portfolio
      .replaceAll('"en": "images/business-en.jpg"', '"en": "images/business-en-2027.jpg"')
      .replaceAll('"en": "images/ziare-en.jpg"', '"en": "images/ziare-en-2027.jpg"'),
  )
})

test('an image wider than the rule, already among the uploaded images, is refused at the field in Romanian, and nothing is written', async ({
  page,
}) => {
  // The journey above leaves its draft of the Portfolio, whose branch lacks the image committed below.
  for (const draft of await draftBranches(repository)) await git(repository, 'branch', '--delete', '--force', draft)
  // Committed by another tool: the media library lists it like any other.
  await writeFile(
    path.join(repository, 'content/images/business-en-wide.jpg'),
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer(),
  )
  await git(repository, 'add', 'content/images/business-en-wide.jpg')
  await git(repository, 'commit', '--quiet', '--message', 'A wide image, added by hand')
  const main = await git(repository, 'rev-parse', 'main')
  const writes = backendWrites(page, BACKEND_PORT)
  await openEntry(page, editorUrl, 'Portofoliu', 'Site-uri de știri')
  await openEnglishFrontPageImages(page)
  await page.getByText('business-en-wide.jpg', { exact: true }).click()
  await page.getByRole('button', { name: 'Folosește fișierul ales' }).click()
  await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
  await expect(
    page.getByText(
      'Prima pagină în engleză poate fi lată de cel mult 1200 px, cât o arată pagina; imaginea aleasă are 2400 px. Încarc-o din nou de pe calculator: editorul o micșorează.',
    ),
  ).toBeVisible()
  expect(writes).toEqual([])
  await expectNothingWritten(main)
})

test('a logo whose SVG would run a script is refused at its field in Romanian as soon as it is chosen, and nothing is written', async ({
  page,
}) => {
  const main = await git(repository, 'rev-parse', 'main')
  const writes = backendWrites(page, BACKEND_PORT)
  await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită')
  await openImageLibrary(page, 'Siglă')
  await mkdir(test.info().outputDir, { recursive: true })
  const upload = path.join(test.info().outputDir, 'sigla-noua.svg')
  await writeFile(upload, SCRIPTED_SVG)
  await uploadAndChoose(page, upload)
  const refusal = page.getByText(
    'Siglă poate conține doar ce trebuie pentru a desena o siglă (forme, contururi, text, grupuri, degradeuri, modele, decupaje, măști, filtre, <use>, <style> cu text CSS, <title>, <desc> și datele programului de desen), nimic care rulează sau încarcă ceva din altă parte; fișierul conține <script>.',
  )
  await expect(refusal).toBeVisible()
  await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
  await expect(refusal).toBeVisible()
  expect(writes).toEqual([])
  await expectNothingWritten(main)
  page.once('dialog', (dialog) => void dialog.accept())
  await page.goto('about:blank')
})

test.describe('on a phone', () => {
  test.use(PHONE)

  test("by touch: a site added with a photo from the phone's camera or gallery, moved to the top, saved: the photo reaches the draft as the rule's JPEG", async ({
    page,
  }) => {
    const main = await git(repository, 'rev-parse', 'main')
    const photo = await frontPageImage('foto-telefon.jpg', 4032, 'jpeg')
    await openEntry(page, editorUrl, 'Portofoliu', 'Site-uri de știri', tapOnScreen)
    await test.step('add a site and write its fields', async () => {
      await tapOnScreen(page.getByRole('button', { name: 'Adaugă site' }))
      for (const [label, value] of [
        ['Identificator scurt', 'sport'],
        ['Nume', 'Sport Exemplu'],
        ['Adresă', 'https://sport.example/'],
        ['Descriere în română', 'Știri de sport, rezultate și interviuri.'],
        ['Descriere în engleză', 'Sports news, results and interviews.'],
      ]) {
        const field = page.getByRole('textbox', { name: label, exact: true }).last()
        await tapOnScreen(field)
        await field.fill(value)
      }
    })
    const library = page.getByRole('dialog', { name: 'Imagini' })
    const useChosen = library.getByRole('button', { name: EDITOR_UI.useChosenFile })
    await test.step("its Romanian front page: a photo, from the phone's camera or gallery", async () => {
      await tapOnScreen(page.getByRole('button', { name: 'Alege o imagine' }).first())
      // An image is asked for: the phone offers its camera and its gallery (accept="image/*", no capture).
      const chooser = page.waitForEvent('filechooser')
      await tapOnScreen(library.getByText('Încarcă', { exact: true }))
      const photoChooser = await chooser
      expect(await photoChooser.element().getAttribute('accept')).toBe('image/*')
      expect(await photoChooser.element().getAttribute('capture')).toBeNull()
      await photoChooser.setFiles(photo)
      await tapOnScreen(useChosen)
      await expect(library).toBeHidden()
    })
    await test.step('its English front page: the same photo, chosen in the media library', async () => {
      await tapOnScreen(page.getByRole('button', { name: 'Alege o imagine' }))
      await tapOnScreen(library.getByRole('button', { name: 'foto-telefon.jpg' }))
      await tapOnScreen(useChosen)
      await expect(library).toBeHidden()
    })
    await test.step('move it to the top, Salvează', async () => {
      const up = page.getByRole('button', { name: 'Mută „Sport Exemplu (https://sport.example/)” mai sus' })
      await tapOnScreen(up)
      await tapOnScreen(up)
      await expect(up).toBeDisabled()
      await saveDraft(page, tapOnScreen)
    })
    const [draft] = await draftBranches(repository)
    expect(await git(repository, 'rev-parse', 'main')).toBe(main)
    const { sites } = JSON.parse(await fileOn(repository, draft, 'content/portfolio.json'))
    expect(sites.map(({ id }: { id: string }) => id)).toEqual(['sport', 'ziare', 'business'])
    expect(sites[0].img).toEqual({ ro: 'images/foto-telefon.jpg', en: 'images/foto-telefon.jpg' })
    expect(await draftImage(draft, 'content/images/foto-telefon.jpg')).toMatchObject({
      format: 'jpeg',
      width: PORTFOLIO_IMAGE.maxWidth,
      tags: { exif: false, xmp: false, iptc: false },
    })
  })
})
