import { execFile } from 'node:child_process'
import { cp, readdir, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { startCms } from './support/localEditorProcess'
import { EDITOR_UI, repositoryCopy } from './support/editorWorkflow'
import { expect, portAfterSite, test } from './fixtures'

// The page's edit mode (src/lib/editMode/, src/cms/fieldLink.ts), on a copy of the repository built twice:
// as Netlify builds a Deploy Preview (CONTEXT=deploy-preview) and then as it builds production
// (CONTEXT=production), which must hold no trace of it. The preview's pages, kept aside, are then served by
// `npm run cms` with the local backend.

const SITE_PORT = portAfterSite(32)
const BACKEND_PORT = portAfterSite(33)
const site = `http://localhost:${SITE_PORT}`

/** What only edit mode puts in a build: its attribute, its words, the editor's highlight and notice. */
const EDIT_MODE_MARKS = [
  'data-cms-field',
  'Editează',
  'Alege un text, o imagine',
  'cms-linked-field',
  'cms-field-link-notice',
]

let repository: string
let production: Map<string, string>
let preview: Map<string, string>
let stopCms: (() => void) | undefined

const run = promisify(execFile)

async function build(context: string) {
  await run('npx', ['gatsby', 'build'], {
    cwd: repository,
    env: { ...process.env, CONTEXT: context, GATSBY_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`The ${context} build failed:\n${error.stdout?.slice(-4000)}\n${error.stderr?.slice(-4000)}`)
  })
  const texts = new Map<string, string>()
  const files = (await readdir(path.join(repository, 'public'), { recursive: true })) as string[]
  for (const file of files.filter((name) => /\.(html|js|css|json|yml|map)$/.test(name))) {
    texts.set(file, await readFile(path.join(repository, 'public', file), 'utf8'))
  }
  return texts
}

const marksIn = (texts: Map<string, string>) =>
  EDIT_MODE_MARKS.filter((mark) => [...texts.values()].some((text) => text.includes(mark)))

test.describe.configure({ mode: 'serial', timeout: 90_000 })
test.use({ viewport: { width: 1280, height: 900 }, expectedConsole: /status of 404 \(Not Found\)/ })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  repository = await repositoryCopy('edit-mode-')
  // One folder, one Gatsby cache, as Netlify keeps it between the site's builds: the preview first, so that a
  // production build that took its compiled components from the cache would show it. (A cache is not copied
  // from this folder: webpack's refers to the folder it was made in.)
  preview = await build('deploy-preview')
  const previewPages = path.join(repository, 'public-preview')
  await cp(path.join(repository, 'public'), previewPages, { recursive: true })
  production = await build('production')
  await rm(path.join(repository, 'public'), { recursive: true })
  await rename(previewPages, path.join(repository, 'public'))
  stopCms = await startCms({
    sitePort: SITE_PORT,
    backendPort: BACKEND_PORT,
    repositoryDir: repository,
    cwd: repository,
  })
})

test.afterAll(async () => {
  stopCms?.()
  await rm(repository, { recursive: true, force: true })
})

test('a production build holds no trace of edit mode, in any page or file; a Deploy Preview build holds all of it', () => {
  expect(marksIn(production)).toEqual([])
  expect(marksIn(preview)).toEqual(EDIT_MODE_MARKS)
  // The same files, bar the editor's, whose names do not change: edit mode adds no request.
  const scripts = (texts: Map<string, string>) => [...texts.keys()].filter((file) => /^[^/]+\.js$/.test(file)).length
  expect(scripts(preview)).toBe(scripts(production))
})

/** Opens `pagePath` and turns edit mode on, by mouse or by keyboard. */
async function editMode(page: Page, pagePath: string, by: 'mouse' | 'keyboard', button: string) {
  await page.goto(`${site}${pagePath}`)
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
  const login = page.getByRole('button', { name: EDITOR_UI.login })
  const save = page.getByRole('button', { name: EDITOR_UI.save, exact: true })
  await login.or(save).first().waitFor()
  if (await login.isVisible()) await login.click()
  await save.waitFor()
  const focused = page.locator(':focus')
  await expect(focused).toBeVisible()
  await expect(page.locator('.cms-linked-field')).toBeVisible()
  return focused
}

for (const by of ['mouse', 'keyboard'] as const) {
  test(`by ${by}: the tagline opens the Texts at its Romanian field`, async ({ page }) => {
    await editMode(page, '/', by, 'Editează')
    await activate(page, '[data-cms-field="texts/translation/landing_tagline"]', by)
    await expect(page).toHaveURL(/\/admin\/.*#\/collections\/texts\/entries\/translation/)
    const field = await linkedField(page)
    await expect(field).toHaveValue('Agenție de presă online: știri generale și de business.')
  })

  test(`by ${by}: the second site's description opens the Portfolio at that site's description`, async ({ page }) => {
    await editMode(page, '/', by, 'Editează')
    await activate(page, '[data-cms-field="portfolio/portfolio/sites.1.description.{language}"]', by)
    const field = await linkedField(page)
    await expect(field).toHaveValue(/^Știri de afaceri, profiluri de companii/)
  })

  test(`by ${by}: the phone number opens the Contact's phone`, async ({ page }) => {
    await editMode(page, '/', by, 'Editează')
    await activate(page, '[data-cms-field="contact/contact/phone"]', by)
    const field = await linkedField(page)
    await expect(field).toHaveValue('+40 21 000 0000')
  })

  test(`by ${by}: on /en/, a text opens its English value`, async ({ page }) => {
    await editMode(page, '/en/', by, 'Edit')
    await activate(page, '[data-cms-field="texts/translation/landing_intro"]', by)
    const field = await linkedField(page)
    await expect(field).toHaveValue(/^We run two independent news sites/)
  })
}

test("in edit mode the page's links and menus do nothing of their own; left, the page is as visitors see it", async ({
  page,
}) => {
  await editMode(page, '/', 'mouse', 'Editează')
  const menu = page.getByRole('button', { name: /^Limba: / })
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(page).toHaveURL(`${site}/`)
  // The top bar's link to the portfolio opens its text, not the section.
  await page.getByRole('navigation', { name: 'Navigare principală' }).getByRole('link', { name: 'Portofoliu' }).click()
  await expect(page).toHaveURL(`${site}/admin/?field=portfolio&locale=ro#/collections/texts/entries/translation`)

  await page.goto(`${site}/`)
  const toggle = page.getByRole('button', { name: 'Editează', exact: true })
  await toggle.click()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(page.locator('[tabindex="0"][data-cms-field]')).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Navigare principală' }).getByRole('link', { name: 'Portofoliu' }).click()
  await expect(page).toHaveURL(`${site}/#portfolio`)
})

test('a link to a field that no longer exists opens the entry with a notice in the interface language', async ({
  page,
}) => {
  await page.goto(`${site}/admin/?field=nothing_here&locale=ro#/collections/texts/entries/translation`)
  const login = page.getByRole('button', { name: EDITOR_UI.login })
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
      for (const [pagePath, button] of [
        ['/', 'Editează'],
        ['/en/', 'Edit'],
      ]) {
        await editMode(page, pagePath, 'mouse', button)
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
