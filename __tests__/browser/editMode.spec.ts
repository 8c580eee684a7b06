import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { startCms } from './support/localEditorProcess'
import { EDITOR_UI, repositoryCopy } from './support/editorWorkflow'
import { expectFitsPhones, expectOnScreen, PHONE, tapOnScreen } from './support/phoneLayout'
import { CONTENT_FILE_POLICY } from '../../src/node/afterBuild/contentSecurityPolicy'
import { GENERATED_DIR } from '../../src/node/generatedDir'
import { editModeWords } from '../../src/lib/editMode/editModeWords'
import { DEFAULT_LANGUAGE, LANGUAGE_RECORDS, languageOfPath, pagePaths } from '../../src/lib/i18n/languages'
import { siteAnswering } from '../../scripts/startSite.mts'
import { expect, languageList, portAfterSite, test } from './fixtures'
import { languageButtonName, linkName, mainNavigation, pageTexts } from './pageTexts'

// The page's edit mode (src/lib/editMode/, src/cms/fieldLink.ts), on a copy of the repository built as Netlify
// builds a Deploy Preview (CONTEXT=deploy-preview), beside this folder's production build (CONTEXT=production, as
// every browser test's), whose pages must hold no trace of it. The two are served as two sites: the preview as
// Netlify serves it, on an origin of its own, and production by `npm run cms` with the local backend. The
// preview's edit mode opens the production site's editor, at the address Netlify gives the build (here
// SITE_URL): a pull request's code never hosts the editor that commits with an editor's token.

const SITE_PORT = portAfterSite(32)
const BACKEND_PORT = portAfterSite(33)
const PREVIEW_PORT = portAfterSite(34)
const site = `http://localhost:${SITE_PORT}`
const preview = `http://localhost:${PREVIEW_PORT}`

/**
 * What only edit mode puts in a page: its attribute, its words in the default language (the English "Edit" is in
 * every page's React too, in "contentEditable").
 */
const PAGE_MARKS = ['data-cms-field', ...Object.values(editModeWords(DEFAULT_LANGUAGE))]
/** What the editor does with edit mode's links: the field's highlight, the notice of a missing field. */
const FIELD_LINK_MARKS = ['cms-linked-field', 'cms-field-link-notice']

let repository: string
let previewSite: string
let previewBuildOutput: string
let productionFiles: Map<string, string>
let previewFiles: Map<string, string>
let stopCms: (() => void) | undefined
let stopPreview: (() => void) | undefined

/** A file the copy's public/ holds from this folder's production build, and a preview's build must not keep. */
const LEFT_BY_PRODUCTION = 'left-by-the-production-build.txt'

const run = promisify(execFile)

/** What a build leaves in `publicDir` as text: its pages, scripts, styles, data and maps, by path. */
async function textsIn(publicDir: string) {
  const texts = new Map<string, string>()
  const files = (await readdir(publicDir, { recursive: true })) as string[]
  for (const file of files.filter((name) => /\.(html|js|css|json|yml|map)$/.test(name))) {
    texts.set(file, await readFile(path.join(publicDir, file), 'utf8'))
  }
  return texts
}

/** Builds the copy as Netlify builds a Deploy Preview whose site is at `site`; answers what the build printed. */
async function buildPreview() {
  const { stdout } = await run('npx', ['gatsby', 'build'], {
    cwd: repository,
    env: { ...process.env, CONTEXT: 'deploy-preview', SITE_URL: site, GATSBY_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`The preview's build failed:\n${error.stdout?.slice(-4000)}\n${error.stderr?.slice(-4000)}`)
  })
  return stdout
}

const isEditorFile = (file: string) => file.startsWith('admin/')
const filesWhere = (texts: Map<string, string>, keep: (file: string) => boolean) =>
  new Map([...texts].filter(([file]) => keep(file)))
const marksIn = (texts: Map<string, string>, marks: string[]) =>
  marks.filter((mark) => [...texts.values()].some((text) => text.includes(mark)))

test.describe.configure({ mode: 'serial', timeout: 90_000 })
test.use({ viewport: { width: 1280, height: 900 }, expectedConsole: /status of 404 \(Not Found\)/ })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  // The copy starts from this folder's production build and its caches, as a developer's folder would: the
  // preview must get edit mode all the same, from a public/ of its own (src/node/buildMode.ts).
  repository = repositoryCopy('edit-mode-', { withLastBuild: true })
  await writeFile(path.join(repository, 'public', LEFT_BY_PRODUCTION), '')
  previewBuildOutput = await buildPreview()
  previewFiles = await textsIn(path.join(repository, 'public'))
  productionFiles = await textsIn('public')
  previewSite = await mkdtemp(path.join(tmpdir(), 'edit-mode-preview-'))
  await cp(path.join(repository, 'public'), path.join(previewSite, 'public'), { recursive: true })
  await cp(path.join(repository, 'netlify.toml'), path.join(previewSite, 'netlify.toml'))
  stopPreview = await siteAnswering(PREVIEW_PORT, { root: previewSite })
  // This folder's production build, with the local backend on the copy.
  stopCms = await startCms({ sitePort: SITE_PORT, backendPort: BACKEND_PORT, repositoryDir: repository })
})

test.afterAll(async () => {
  stopCms?.()
  stopPreview?.()
  await rm(repository, { recursive: true, force: true })
  await rm(previewSite, { recursive: true, force: true })
})

test('a Deploy Preview built where a production build was starts from a public/ of its own, and notes its mode for the next build', async () => {
  expect(previewBuildOutput.replace(/\s+/g, ' ')).toContain(
    'The last build here had another edit mode: public/ is built afresh',
  )
  expect(existsSync(path.join(repository, 'public', LEFT_BY_PRODUCTION))).toBe(false)
  // What the next build here reads (leaveOtherModesBuild): a production build after it starts afresh in turn.
  expect(JSON.parse(await readFile(path.join(repository, GENERATED_DIR, 'edit-mode.json'), 'utf8'))).toEqual({
    editMode: `${site}/admin/`,
  })
})

test("a production build's pages hold no trace of edit mode; a Deploy Preview's pages hold all of it", () => {
  const pages = (texts: Map<string, string>) => filesWhere(texts, (file) => !isEditorFile(file))
  expect(marksIn(pages(productionFiles), [...PAGE_MARKS, ...FIELD_LINK_MARKS])).toEqual([])
  expect(marksIn(pages(previewFiles), PAGE_MARKS)).toEqual(PAGE_MARKS)
  // Edit mode adds no request: each page loads as many scripts.
  const scripts = (texts: Map<string, string>) =>
    pagePaths().map((page) => texts.get(`${page.slice(1)}index.html`)?.match(/<script[^>]* src="/g)?.length)
  expect(scripts(productionFiles)).toEqual(pagePaths().map(() => expect.any(Number)))
  expect(scripts(previewFiles)).toEqual(scripts(productionFiles))
})

test("the production site's editor follows edit mode's links; a Deploy Preview's /admin/ holds no editor", () => {
  const editor = (texts: Map<string, string>) => filesWhere(texts, isEditorFile)
  expect(marksIn(editor(productionFiles), FIELD_LINK_MARKS)).toEqual(FIELD_LINK_MARKS)
  expect(marksIn(editor(productionFiles), PAGE_MARKS)).toEqual([])
  // Its page, the page of a wrong address and the script that sends the editor away: no Decap, no configuration.
  expect([...editor(previewFiles).keys()].sort()).toEqual(['admin/404.html', 'admin/cms.js', 'admin/index.html'])
})

test('a Deploy Preview serves the logo, the icons and the sharing images with the policy that runs nothing, as production does', async ({
  request,
}) => {
  const publicDir = path.join(previewSite, 'public')
  const filesUnder = async (folder: string) =>
    (await readdir(path.join(publicDir, folder), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.posix.relative(publicDir, path.join(entry.parentPath, entry.name))}`)
  const logo = (await filesUnder('static')).filter((file) => file.endsWith('/logo.svg'))
  expect(logo).toHaveLength(1)
  for (const file of [...logo, ...(await filesUnder('icons')), ...(await filesUnder('og')), '/favicon.ico']) {
    const response = await request.get(`${preview}${file}`)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['content-security-policy'], file).toBe(CONTENT_FILE_POLICY)
  }
})

/** Opens the preview's `pagePath` and turns edit mode on, by mouse or by keyboard. */
async function editMode(page: Page, pagePath: string, by: 'mouse' | 'keyboard', button: string) {
  await page.goto(`${preview}${pagePath}`)
  const toggle = page.getByRole('button', { name: button, exact: true })
  if (by === 'mouse') await toggle.click()
  else {
    await toggle.focus()
    await page.keyboard.press('Enter')
  }
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
}

/**
 * Activates a piece of the page: a click, or, from the edit mode's button (the last control of the page),
 * Shift+Tab until the piece has focus, then Enter.
 */
async function activate(page: Page, selector: string, by: 'mouse' | 'keyboard') {
  const piece = page.locator(selector).first()
  if (by === 'mouse') return piece.click()
  for (let presses = 0; presses < 100; presses++) {
    if (await piece.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Shift+Tab')
  }
  await expect(piece).toBeFocused()
  await page.keyboard.press('Enter')
}

/** The editor, logged in through the local backend if it asks, at the linked field. */
async function linkedField(page: Page) {
  const login = page.getByRole('button', { name: EDITOR_UI.login, exact: true })
  const save = page.getByRole('button', { name: EDITOR_UI.save, exact: true })
  await login.or(save).first().waitFor()
  if (await login.isVisible()) await login.click()
  await save.waitFor()
  const focused = page.locator(':focus')
  await expect(focused).toBeVisible()
  await expect(page.locator('.cms-linked-field')).toBeVisible()
  return focused
}

test("on a Deploy Preview, every piece of every page opens the production site's editor, none the preview's", async ({
  page,
}) => {
  // The editor is answered "204 No Content": the page stays as it is, for the next piece. (A request's address
  // has no route: the field and the language say where it goes.)
  await page.context().route(/\/admin\//, (route) => route.fulfill({ status: 204 }))
  for (const { code: language, path: pagePath } of LANGUAGE_RECORDS) {
    await editMode(page, pagePath, 'mouse', editModeWords(language).edit)
    const pieces = await page.locator('[data-cms-field]').all()
    expect(pieces).not.toHaveLength(0)
    for (const piece of pieces) {
      const [request] = await Promise.all([page.waitForRequest(/\/admin\//), piece.dispatchEvent('click')])
      expect(request.url()).toMatch(new RegExp(`^${site}/admin/\\?field=[\\w.]+&locale=${language}$`))
    }
  }
})

test("a Deploy Preview's /admin/ offers no log-in: it sends the editor to the production site's, at the same field", async ({
  page,
  browser,
}) => {
  const link = '/admin/?field=phone&locale=ro#/collections/contact/entries/contact'
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  try {
    const still = await withoutScripts.newPage()
    await still.goto(`${preview}${link}`)
    await expect(still.getByRole('link', { name: `${site}/admin/` })).toHaveCount(2)
    await expect(still.getByRole('button')).toHaveCount(0)
  } finally {
    await withoutScripts.close()
  }
  // Waited for from the start: once the field is open, the editor takes the link's parameters off its address.
  const sent = page.waitForURL(`${site}${link}`)
  await page.goto(`${preview}${link}`, { waitUntil: 'commit' })
  await sent
  const field = await linkedField(page)
  await expect(field).toHaveValue('+40 21 000 0000')
})

/** Pieces of the page, each with the field its link opens: the entry is the field's first two parts. */
const FIELD_LINKS = [
  {
    title: 'the tagline opens the Texts at its Romanian field',
    page: '/',
    field: 'texts/translation/landing_tagline',
    value: pageTexts('ro').landing_tagline,
  },
  {
    title: "the second site's description opens the Portfolio at that site's description",
    page: '/',
    field: 'portfolio/portfolio/sites.1.description.{language}',
    value: /^Știri de afaceri, profiluri de companii/,
  },
  {
    title: "the phone number opens the Contact's phone",
    page: '/',
    field: 'contact/contact/phone',
    value: '+40 21 000 0000',
  },
  {
    title: 'on /en/, a text opens its English value',
    page: '/en/',
    field: 'texts/translation/landing_intro',
    value: pageTexts('en').landing_intro,
  },
] as const

async function opensItsField(page: Page, link: (typeof FIELD_LINKS)[number], by: 'mouse' | 'keyboard') {
  await editMode(page, link.page, by, editModeWords(languageOfPath(link.page)).edit)
  await activate(page, `[data-cms-field="${link.field}"]`, by)
  const [collection, entry] = link.field.split('/')
  await expect(page).toHaveURL(new RegExp(`/admin/.*#/collections/${collection}/entries/${entry}`))
  await expect(await linkedField(page)).toHaveValue(link.value)
}

// Every piece opens its field by mouse; the keyboard's way in (Tab, Enter) is the same link, tried once.
for (const link of FIELD_LINKS) test(`by mouse: ${link.title}`, ({ page }) => opensItsField(page, link, 'mouse'))
test(`by keyboard: ${FIELD_LINKS[0].title}`, ({ page }) => opensItsField(page, FIELD_LINKS[0], 'keyboard'))

test.describe('on a 390 px phone, by touch', () => {
  test.use(PHONE)

  test("the page in edit mode fits the phone; a tap on the phone number opens the editor at the Contact's phone, on the screen", async ({
    page,
  }) => {
    await page.goto(`${preview}/`)
    await tapOnScreen(page.getByRole('button', { name: 'Editează', exact: true }))
    await expectFitsPhones(page, "a Deploy Preview's page in edit mode")
    await page.setViewportSize(PHONE.viewport)
    await tapOnScreen(page.locator('[data-cms-field="contact/contact/phone"]').first())
    const login = page.getByRole('button', { name: EDITOR_UI.login, exact: true })
    const save = page.getByRole('button', { name: EDITOR_UI.save, exact: true })
    await login.or(save).first().waitFor()
    if (await login.isVisible()) await tapOnScreen(login)
    const field = page.getByRole('textbox', { name: /^Telefon/ })
    await expect(field).toBeFocused()
    await expect(field).toHaveValue('+40 21 000 0000')
    await expectOnScreen(field)
  })
})

test("in edit mode the page's links and menus do nothing of their own; left, the page is as visitors see it", async ({
  page,
}) => {
  const edit = editModeWords('ro').edit
  const portfolioLink = mainNavigation(page, 'ro').getByRole('link', { name: linkName('ro', 'portfolio') })
  await editMode(page, '/', 'mouse', edit)
  const menu = page.getByRole('button', { name: languageButtonName('ro') })
  await menu.click()
  await expect(languageList(page)).toBeHidden()
  await expect(page).toHaveURL(`${preview}/`)
  // The top bar's link to the portfolio opens its text, not the section.
  await portfolioLink.click()
  await expect(page).toHaveURL(`${site}/admin/?field=portfolio&locale=ro#/collections/texts/entries/translation`)

  await page.goto(`${preview}/`)
  const toggle = page.getByRole('button', { name: edit, exact: true })
  await toggle.click()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(page.locator('[tabindex="0"][data-cms-field]')).toHaveCount(0)
  await portfolioLink.click()
  await expect(page).toHaveURL(`${preview}/#portfolio`)
})

test('a link to a field that no longer exists opens the entry with a notice in the interface language', async ({
  page,
}) => {
  await page.goto(`${site}/admin/?field=nothing_here&locale=ro#/collections/texts/entries/translation`)
  const login = page.getByRole('button', { name: EDITOR_UI.login, exact: true })
  const save = page.getByRole('button', { name: EDITOR_UI.save, exact: true })
  await login.or(save).first().waitFor()
  if (await login.isVisible()) await login.click()
  await expect(page.getByRole('alert')).toContainText('Câmpul din link nu mai există')
})

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`axe: no violation with edit mode on, ${scheme}, ${width} px`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      await page.setViewportSize({ width, height: 900 })
      for (const { code, path: pagePath } of LANGUAGE_RECORDS) {
        await editMode(page, pagePath, 'mouse', editModeWords(code).edit)
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
        expect(
          results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(' ')}`),
        ).toEqual([])
      }
    })
  }
}
