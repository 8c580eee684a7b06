import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { runInNewContext } from 'node:vm'
import sharp from 'sharp'
import type { Page } from '@playwright/test'
import { startCms } from '../../scripts/cmsProcess'
import { expect, test } from './fixtures'

// Editing in the browser, as `npm run cms` runs it: the built editor (/admin/) with Decap's local backend,
// decap-server, writing to a copy of the repository; then that copy's content check and build.

const run = promisify(execFile)
const SITE_PORT = 9120
const BACKEND_PORT = 9121
const editorUrl = `http://localhost:${SITE_PORT}/admin/`

/** What a build of the site needs, copied; node_modules linked. */
const PROJECT_FILES = [
  'content',
  'locales',
  'src',
  'scripts',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'package.json',
  'netlify.toml',
  '.prettierrc.json',
  '.prettierignore',
]

let repository: string
let stopCms: (() => void) | undefined

/** Every file under content/ and locales/ of the copy, by path, as text or bytes. */
async function contentFiles(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>()
  for (const folder of ['content', 'locales']) {
    const entries = await readdir(path.join(repository, folder), { recursive: true, withFileTypes: true })
    for (const entry of entries.filter((found) => found.isFile())) {
      const file = path.relative(repository, path.join(entry.parentPath, entry.name))
      files.set(file, await readFile(path.join(repository, file)))
    }
  }
  return files
}

function changedFiles(before: Map<string, Buffer>, after: Map<string, Buffer>) {
  const paths = new Set([...before.keys(), ...after.keys()])
  return [...paths].filter((file) => !before.get(file)?.equals(after.get(file) ?? Buffer.alloc(0))).sort()
}

const text = (files: Map<string, Buffer>, file: string) => files.get(file)!.toString('utf8')

/** Decap's own words the tests press, in each language of the interface (Romanian is the default). */
const DECAP = {
  ro: { login: 'Autentifică-te', publish: 'Publică', publishNow: 'Publică acum', saved: 'Modificări salvate' },
  en: { login: 'Login', publish: 'Publish', publishNow: 'Publish now', saved: 'Changes saved' },
} as const
type UiLanguage = keyof typeof DECAP

/** Opens an entry, logging in through the local backend first unless the editor remembers the editor. */
async function openEntry(page: Page, collection: string, entry: RegExp | string, language: UiLanguage = 'ro') {
  await page.goto(language === 'ro' ? editorUrl : `${editorUrl}?lang=${language}`)
  const login = page.getByRole('button', { name: DECAP[language].login })
  const collectionLink = page.getByRole('link', { name: collection, exact: true })
  await expect(login.or(collectionLink).first()).toBeVisible()
  if (await login.isVisible()) await login.click()
  await collectionLink.click()
  await page.getByRole('link', { name: entry }).click()
}

async function publishNow(page: Page, language: UiLanguage = 'ro') {
  await page.getByRole('button', { name: DECAP[language].publish }).click()
  await page.getByRole('menuitem', { name: DECAP[language].publishNow }).click()
}

/** The writes the editor asks decap-server for (publishing an entry, a file, a deletion), as they are sent. */
function backendWrites(page: Page) {
  const writes: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(`http://localhost:${BACKEND_PORT}/`)) return
    const { action } = (request.postDataJSON() ?? {}) as { action?: string }
    if (action && /^(persist|delete)/.test(action)) writes.push(action)
  })
  return writes
}

/** Decap rejects its publish promise with no reason when a field breaks a rule, after showing the messages. */
const REFUSED_PUBLISH = /^undefined$/

/** Publishes the open entry and waits until `file` of the copy holds `expected`; answers how long that took. */
async function publish(page: Page, file: string, expected: string, language: UiLanguage = 'ro') {
  const start = Date.now()
  await publishNow(page, language)
  await expect
    .poll(() => readFile(path.join(repository, file), 'utf8'), { timeout: 10_000, intervals: [25] })
    .toContain(expected)
  const elapsed = Date.now() - start
  await expect(page.getByText(DECAP[language].saved)).toBeVisible()
  return elapsed
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  repository = await mkdtemp(path.join(tmpdir(), 'cms-repository-'))
  for (const file of PROJECT_FILES) await cp(file, path.join(repository, file), { recursive: true })
  await symlink(path.resolve('node_modules'), path.join(repository, 'node_modules'), 'dir')
  stopCms = await startCms({ sitePort: SITE_PORT, backendPort: BACKEND_PORT, repositoryDir: repository })
})

test.afterAll(async () => {
  stopCms?.()
  await rm(repository, { recursive: true, force: true })
})

test.use({ viewport: { width: 1280, height: 900 } })

test('the phone and the Romanian "Add to contacts": the preview shows them, publishing changes those two lines only', async ({
  page,
}) => {
  const before = await contentFiles()
  const phone = '+40 31 555 0123'
  const button = 'Salvează în agendă'

  await openEntry(page, 'Contact', 'Cartea de vizită')
  await page.getByRole('textbox', { name: /^Telefon/ }).fill(phone)
  const preview = page.frameLocator('#preview-pane')
  for (const [language, addToContacts] of [
    ['ro', 'Adaugă la contacte'],
    ['en', 'Add to contacts'],
  ]) {
    const card = preview.locator(`[lang="${language}"]`).getByRole('article', { name: 'Exemplu Media' })
    await expect(card.getByRole('link', { name: phone })).toBeVisible()
    await expect(card.getByRole('link', { name: addToContacts })).toBeVisible()
  }
  const publishToDisk = await publish(page, 'content/contact.json', phone)
  test.info().annotations.push({ type: 'publish to disk', description: `${publishToDisk} ms` })

  await openEntry(page, 'Texte', 'Textele paginii')
  // Romanian on the left, English on the right; the preview replaces the English side when asked for.
  await page.getByRole('textbox', { name: 'Cartea de vizită: butonul', exact: true }).first().fill(button)
  await page.locator('button[title="Arată sau ascunde cealaltă limbă"]').click()
  const romanian = preview.locator('[lang="ro"]')
  await expect(romanian.getByRole('link', { name: new RegExp(button) })).toBeVisible()
  await publish(page, 'locales/ro/translation.json', button)

  const after = await contentFiles()
  expect(changedFiles(before, after)).toEqual(['content/contact.json', 'locales/ro/translation.json'])
  expect(text(after, 'content/contact.json')).toBe(
    text(before, 'content/contact.json').replace('"phone": "+40 21 000 0000"', `"phone": "${phone}"`),
  )
  expect(text(after, 'locales/ro/translation.json')).toBe(
    text(before, 'locales/ro/translation.json').replace(
      '"contact_button_add_contact": "Adaugă la contacte"',
      `"contact_button_add_contact": "${button}"`,
    ),
  )
  await run('npx', ['tsx', 'scripts/check-content.ts'], { cwd: repository })
  await run('npx', ['prettier', '--check', 'content', 'locales'], { cwd: repository })
})

test.describe('refused before publishing', () => {
  test.use({ expectedPageError: REFUSED_PUBLISH })

  test('an invalid email, an http:// address and an empty company name are refused, each with its message, and nothing is written', async ({
    page,
  }) => {
    const before = await contentFiles()
    const writes = backendWrites(page)
    await openEntry(page, 'Contact', 'Cartea de vizită')
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('contact.example.com')
    await page.getByRole('textbox', { name: /^Site/ }).fill('http://www.example.com/')
    await page.getByRole('textbox', { name: /^Numele firmei/ }).fill('')
    await publishNow(page)
    await expect(page.getByText('E-mail trebuie să fie o adresă de e-mail, de exemplu nume@exemplu.ro.')).toBeVisible()
    await expect(page.getByText('Site trebuie să fie o adresă care începe cu https://.')).toBeVisible()
    await expect(page.getByText('Câmpul „Numele firmei” este obligatoriu: completează-l.')).toBeVisible()
    await expect(page.getByText('Modificări nesalvate')).toBeVisible()
    expect(writes).toEqual([])
    expect(changedFiles(before, await contentFiles())).toEqual([])
    page.once('dialog', (dialog) => void dialog.accept())
    await page.goto('about:blank')
  })

  test('/admin/: a site id another site has and an address that does not parse are refused in Romanian, each naming its field, and nothing is written', async ({
    page,
  }) => {
    const before = await contentFiles()
    const writes = backendWrites(page)
    await page.goto(editorUrl)
    await page.getByRole('button', { name: 'Autentifică-te' }).click()
    await page.locator('a[href$="/collections/portfolio"]').click()
    await page.locator('a[href$="/collections/portfolio/entries/portfolio"]').click()
    const summary = page.getByText('Business Exemplu (https://business.example/)', { exact: true })
    await summary.locator('xpath=preceding-sibling::div[1]/button[1]').click()
    // The site's fields in order: its id, its name, its address.
    const [id, , url] = await summary.locator('xpath=..').getByRole('textbox').all()
    const idLabel = await id.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim())
    const urlLabel = await url.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent?.trim())
    await id.fill('ziare')
    await url.fill('https://exa%mple.com')
    await page.getByRole('button', { name: 'Publică' }).click()
    await page.getByRole('menuitem', { name: 'Publică acum' }).click()
    await expect(page.getByText(`${idLabel} trebuie să fie diferit la fiecare site`, { exact: false })).toBeVisible()
    await expect(page.getByText(`${urlLabel} trebuie să fie o adresă https:// corectă`, { exact: false })).toBeVisible()
    expect(writes).toEqual([])
    expect(changedFiles(before, await contentFiles())).toEqual([])
    page.once('dialog', (dialog) => void dialog.accept())
    await page.goto('about:blank')
  })
})

/** A locale's strings from decap-cms-locales' ES modules (its CommonJS build, 3.3.0, exports nothing). */
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

/** The lines of text the page shows that are one of Decap's English strings (its %{placeholders} filled). */
async function englishOnScreen(page: Page, english: RegExp[]) {
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim())
  return lines.filter((line) => english.some((pattern) => pattern.test(line)))
}

test.describe("Decap's interface in Romanian", () => {
  test.use({ expectedPageError: REFUSED_PUBLISH })

  test('/admin/: log-in, collections, an entry, its publish menu and a refusal in Romanian, no English string of Decap; ?lang=en is English and remembered', async ({
    page,
  }) => {
    const english = await decapEnglishPatterns()
    const writes = backendWrites(page)
    await page.goto(editorUrl)
    await page.getByRole('button', { name: 'Autentifică-te' }).click()
    await expect(page.getByText('Colecții')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Portofoliu', exact: true })).toBeVisible()
    expect(await englishOnScreen(page, english)).toEqual([])

    await page.getByRole('link', { name: 'Contact', exact: true }).click()
    await page.getByRole('link', { name: 'Cartea de vizită' }).click()
    await page.getByRole('textbox', { name: /^Numele firmei/ }).fill('')
    await page.getByRole('button', { name: 'Publică' }).click()
    await expect(page.getByRole('menuitem', { name: 'Publică acum' })).toBeVisible()
    expect(await englishOnScreen(page, english)).toEqual([])
    await page.getByRole('menuitem', { name: 'Publică acum' }).click()
    await expect(page.getByText('Câmpul „Numele firmei” este obligatoriu: completează-l.')).toBeVisible()
    await expect(page.getByText('Modificări nesalvate')).toBeVisible()
    expect(await englishOnScreen(page, english)).toEqual([])
    expect(writes).toEqual([])

    // ?lang=en gives Decap's words and ours in English, and is remembered: /admin/ stays English.
    page.once('dialog', (dialog) => void dialog.accept())
    await page.goto(`${editorUrl}?lang=en`)
    await expect(page.getByText('Collections')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Portfolio', exact: true })).toBeVisible()
    await page.goto(editorUrl)
    await expect(page.getByText('Collections')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Portfolio', exact: true })).toBeVisible()
  })
})

/** A JPEG `width` px wide at 3:2, named `name`, in the test's output folder. */
async function jpeg(name: string, width: number) {
  await mkdir(test.info().outputDir, { recursive: true })
  const file = path.join(test.info().outputDir, name)
  await sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toFile(file)
  return file
}

/** Opens the media library from the English front page of Business Exemplu. */
async function openEnglishFrontPageImages(page: Page) {
  const summary = page.getByText('Business Exemplu (https://business.example/)', { exact: true })
  const englishFrontPage = summary.locator('xpath=..').locator('label', { hasText: /^Front page in English$/ })
  if (!(await englishFrontPage.isVisible())) await summary.locator('xpath=preceding-sibling::div[1]/button[1]').click()
  await englishFrontPage.locator('xpath=following::button[normalize-space()="Choose different image"][1]').click()
}

/** Uploads `file` in the open media library and picks it. */
async function uploadAndChoose(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.getByRole('button', { name: 'Choose selected' }).click()
}

test.describe('a new English front page for one site', () => {
  test.use({ expectedPageError: REFUSED_PUBLISH })

  test('is refused narrower than the build accepts; wide enough, it lands in content/images/ and the portfolio names it', async ({
    page,
  }) => {
    const before = await contentFiles()
    const writes = backendWrites(page)
    // In English: the media library's words and the width message are the English interface's.
    await openEntry(page, 'Portfolio', 'News sites', 'en')
    await openEnglishFrontPageImages(page)
    await uploadAndChoose(page, await jpeg('business-en-narrow.jpg', 800))
    await publishNow(page, 'en')
    await expect(
      page.getByText('Front page in English must be at least 1200 px wide; this image is 800 px', { exact: false }),
    ).toBeVisible()
    expect(writes).toEqual([])
    expect(changedFiles(before, await contentFiles())).toEqual([])

    await openEnglishFrontPageImages(page)
    const upload = await jpeg('business-en-2027.jpg', 1200)
    await uploadAndChoose(page, upload)
    await publish(page, 'content/portfolio.json', 'images/business-en-2027.jpg', 'en')
    expect(writes).toContain('persistEntry')

    // Decap publishes every image uploaded while the entry was open: the refused one too, which no file names.
    const after = await contentFiles()
    expect(changedFiles(before, after)).toEqual([
      'content/images/business-en-2027.jpg',
      'content/images/business-en-narrow.jpg',
      'content/portfolio.json',
    ])
    expect(after.get('content/images/business-en-2027.jpg')!.equals(await readFile(upload))).toBe(true)
    expect(text(after, 'content/portfolio.json')).toBe(
      text(before, 'content/portfolio.json').replace(
        '"en": "images/business-en.jpg"',
        '"en": "images/business-en-2027.jpg"',
      ),
    )
  })
})

test('a build of the edited copy shows the new phone, button text and English front page', async () => {
  test.setTimeout(240_000)
  await run('npx', ['gatsby', 'build'], { cwd: repository, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } })
  const romanian = await readFile(path.join(repository, 'public/index.html'), 'utf8')
  const english = await readFile(path.join(repository, 'public/en/index.html'), 'utf8')
  expect(romanian).toContain('+40 31 555 0123')
  expect(romanian).toContain('Salvează în agendă')
  expect(english).toContain('Add to contacts')
  expect(english).toMatch(/\/business-en-2027\.(jpg|webp)/)
  expect(romanian).not.toContain('business-en-2027')
  expect(romanian).toMatch(/\/business-ro\.(jpg|webp)/)
})
