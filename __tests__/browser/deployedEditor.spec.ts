import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { RequestHandler } from 'msw'
import {
  BACKEND_READ,
  EDITOR_UI,
  draftBranches,
  fileOn,
  git,
  openImageLibrary,
  publishNow,
  repositoryCopy,
  saveDraft,
  setStatus,
  uploadAndChoose,
} from './support/editorWorkflow'
import { FALLBACK_CMS_TARGET } from '../../src/node/editorConfig/cmsTarget'
import { gitHubStandIn, type GitHubStandIn } from './deployed/gitHubStandIn'
import { startInterceptingProxy } from './deployed/interceptingProxy'
import { netlifyLogin } from './deployed/netlifyLogin'
import { expect, portAfterSite, test } from './fixtures'

// The editor as it runs in production: the built /admin/ with its config.yml (the github backend) and the
// site's own headers, served as Netlify serves them. Logging in goes through Netlify's OAuth pop-up and
// everything else through GitHub's API, both answered by stand-ins in this process, through a proxy as the other
// engines reach them; the stand-in for GitHub keeps a real git repository, a copy of this one, which the tests
// read with git.

const OLD_PHONE = '+40 21 000 0000'
const NEW_PHONE = '+40 31 555 0123'
const DEPLOY_PREVIEW = 'https://deploy-preview-1--exemplu.netlify.app'

const PROXY_PORT = portAfterSite(40)

let repository: string
let start: string
let gitHub: GitHubStandIn
/** What the proxy answers with: each test's log-in and the stand-in for GitHub. */
const handlers: RequestHandler[] = []
let stopProxy: (() => Promise<void>) | undefined

const onMain = (file: string) => fileOn(repository, 'main', file)

/** Opens /admin/ and logs in through Netlify's pop-up; answers the pop-up, closed once it has answered. */
async function logIn(page: Page) {
  await page.goto('/admin/')
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: EDITOR_UI.loginWithGitHub }).click()
  // The pop-up's round trip through the stand-ins, then the editor's first reads from GitHub's: several of the
  // backend's reads one after another, each of which may take BACKEND_READ on a busy machine.
  await expect(page.getByRole('link', { name: EDITOR_UI.workflow })).toBeVisible({ timeout: 3 * BACKEND_READ.timeout })
  return popup
}

async function openEntry(page: Page, collection: string, entry: string) {
  await logIn(page)
  await page.getByRole('link', { name: collection, exact: true }).click()
  await page.getByRole('link', { name: entry }).click()
}

const phone = (page: Page) => page.getByRole('textbox', { name: /^Telefon/ })

/**
 * Holds the editor's chunks that it loads when it needs them (/admin/<id>.js, the logo check's parser among them)
 * until `release` is called; `held` counts the requests held so far.
 */
async function holdEditorChunks(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await page.route(/\/admin\/\d+\.js$/, async (route) => {
    held += 1
    await released
    await route.continue()
  })
  return { release, held: () => held }
}

// Each journey loads the editor's multi-megabyte bundle and commits through git, one after the other.
test.describe.configure({ mode: 'serial', timeout: 90_000 })
// Opening an entry, Decap looks for its draft branch and its pull request: GitHub answers 404 for a branch or a
// tree that does not exist, and the browser logs each.
test.use({
  viewport: { width: 1280, height: 900 },
  expectedConsole: /status of 404 \(\)|status of 404 \(Not Found\)/,
  // The proxy's certificate is its own; the site, on localhost, is reached without it.
  proxy: { server: `http://127.0.0.1:${PROXY_PORT}`, bypass: 'localhost' },
  ignoreHTTPSErrors: true,
})

test.beforeAll(async () => {
  repository = repositoryCopy('deployed-editor-')
  start = await git(repository, 'rev-parse', 'main')
  gitHub = gitHubStandIn(repository, FALLBACK_CMS_TARGET.repo)
  stopProxy = (await startInterceptingProxy(handlers, PROXY_PORT)).stop
})

test.afterAll(async () => {
  await stopProxy?.()
  await rm(repository, { recursive: true, force: true })
})

test.beforeEach(() => {
  const token = randomBytes(20).toString('hex')
  gitHub.issueToken(token)
  handlers.splice(0, handlers.length, ...netlifyLogin({ token }), ...gitHub.handlers)
})

test.afterEach(() => {
  // Every request the editor made has a documented answer: a new one after an upgrade of Decap shows here.
  expect(gitHub.unanswered).toEqual([])
})

test("logs in through Netlify's pop-up, which can answer the editor under the site's own headers", async ({ page }) => {
  const popup = await logIn(page)
  expect(popup.url()).toMatch(/^https:\/\/api\.netlify\.com\/auth\/done\?provider=github$/)
  await expect(page.getByRole('link', { name: EDITOR_UI.workflow })).toBeVisible()
})

// Every test here fails on a report of the policy (the `cspViolations` fixture): the editor loads, logs in, saves
// and publishes with no script made from a string, which the policy served with it refuses.
test("is served a policy that runs only the editor's own scripts: no eval, no inline script", async ({ request }) => {
  const policy = (await request.get('/admin/')).headers()['content-security-policy']
  expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/)
  expect(policy).not.toContain('unsafe-eval')
})

test('opens each collection, with the published values', async ({ page }) => {
  await openEntry(page, 'Contact', 'Cartea de vizită')
  await expect(phone(page)).toHaveValue(OLD_PHONE)
  await page.goBack()
  await page.getByRole('link', { name: 'Portofoliu', exact: true }).click()
  await page.getByRole('link', { name: 'Site-uri de știri' }).click()
  await expect(page.getByText('Business Exemplu (https://business.example/)', { exact: true })).toBeVisible()
  await page.goBack()
  await page.getByRole('link', { name: 'Texte', exact: true }).click()
  await page.getByRole('link', { name: 'Textele paginii' }).click()
  await expect(page.getByRole('textbox', { name: 'Cartea de vizită: butonul', exact: true }).last()).toHaveValue(/\S/)
})

test.describe('GitHub failing', () => {
  // The browser logs each failed request, and the page the error Decap rejects its save with.
  test.use({
    expectedConsole: /status of (404|503|401)|Error persisting entry|APIError|Bad credentials|Server Error/,
    expectedPageError: /^Object$/,
  })

  test('when GitHub fails, the editor says so in Romanian and keeps what was typed', async ({ page }) => {
    await openEntry(page, 'Contact', 'Cartea de vizită')
    await phone(page).fill(NEW_PHONE)
    for (const status of [503, 401]) {
      gitHub.failNext('POST', /\/git\/blobs$/, status)
      await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
      // The failure was answered (an earlier message may still be on screen), and the editor says so.
      await expect.poll(() => gitHub.failuresPending()).toBe(0)
      await expect(page.getByText(/^Intrarea nu s-a putut salva: /).last()).toBeVisible()
      await expect(phone(page)).toHaveValue(NEW_PHONE)
      expect(await draftBranches(repository)).toEqual([])
    }
  })
})

test('saving makes a draft: a cms/ branch and an open pull request hold exactly the change, main is unchanged', async ({
  page,
}) => {
  await openEntry(page, 'Contact', 'Cartea de vizită')
  await phone(page).fill(NEW_PHONE)
  await saveDraft(page)
  expect(await draftBranches(repository)).toEqual(['cms/contact/contact'])
  expect(await fileOn(repository, 'cms/contact/contact', 'content/contact.json')).toBe(
    (await onMain('content/contact.json')).replace(`"phone": "${OLD_PHONE}"`, `"phone": "${NEW_PHONE}"`),
  )
  expect(await git(repository, 'diff', '--name-only', 'main', 'cms/contact/contact')).toBe('content/contact.json')
  expect(await git(repository, 'rev-parse', 'main')).toBe(start)
  const [pull] = await gitHub.pullRequests()
  expect(pull).toMatchObject({
    state: 'open',
    head: { ref: 'cms/contact/contact', sha: await git(repository, 'rev-parse', 'cms/contact/contact') },
    base: { ref: 'main' },
    labels: [{ name: 'decap-cms/draft' }],
  })
})

test("the draft's preview is the Deploy Preview whose status Netlify posts on the pull request's head", async ({
  page,
}) => {
  const head = await git(repository, 'rev-parse', 'cms/contact/contact')
  // Netlify posts several statuses on a pull request's head; the checks workflow posts its own.
  for (const [context, target] of [
    ['netlify/exemplu/header-rules', 'https://app.netlify.com/sites/exemplu/deploys/1'],
    ['Checks / test', 'https://github.com/exemplu-media/website/actions/runs/1'],
    ['netlify/exemplu/deploy-preview', DEPLOY_PREVIEW],
  ])
    await gitHub.call('POST', `/repos/${FALLBACK_CMS_TARGET.repo}/statuses/${head}`, {
      state: 'success',
      context,
      target_url: target,
    })
  await openEntry(page, 'Contact', 'Cartea de vizită')
  await expect(page.getByRole('link', { name: EDITOR_UI.viewPreview })).toHaveAttribute(
    'href',
    `${DEPLOY_PREVIEW}/#contact`,
    BACKEND_READ,
  )
})

test('Ready, then Publish: one commit on main with the change, the pull request merged, the branch deleted', async ({
  page,
}) => {
  await openEntry(page, 'Contact', 'Cartea de vizită')
  await setStatus(page, 'ready')
  await expect
    .poll(async () => (await gitHub.pullRequests())[0].labels)
    .toEqual([expect.objectContaining({ name: 'decap-cms/pending_publish' })])
  await publishNow(page)
  await expect(page.getByText(EDITOR_UI.entryPublished)).toBeVisible()

  expect(await git(repository, 'rev-list', '--count', `${start}..main`)).toBe('1')
  expect(await git(repository, 'diff', '--name-only', start, 'main')).toBe('content/contact.json')
  expect(await onMain('content/contact.json')).toContain(`"phone": "${NEW_PHONE}"`)
  expect(await draftBranches(repository)).toEqual([])
  expect(await gitHub.pullRequests()).toEqual([expect.objectContaining({ state: 'closed', merged: true })])
})

test("Istoric lists main's versions of the entry; restoring the one before the publish makes a draft of it", async ({
  page,
}) => {
  const published = await git(repository, 'rev-parse', 'main')
  await openEntry(page, 'Contact', 'Cartea de vizită')
  await expect(phone(page)).toHaveValue(NEW_PHONE)
  await page.getByRole('button', { name: 'Istoric', exact: true }).click()
  const history = page.getByRole('dialog', { name: 'Istoricul intrării' })
  const versions = history.getByRole('list').getByRole('button')
  // The publish above, by the editor's GitHub name and its draft's title (GitHub's squash merge appends the pull
  // request's number), then the copy's first commit, which no draft made.
  await expect(versions).toHaveText([
    / · Ana Redactor · Modifică Contact$/,
    /^\d{1,2} \p{L}+ \d{4} la \d{2}:\d{2} · Editor$/u,
  ])
  await versions.nth(1).click()
  await expect(history.getByRole('listitem')).toHaveText([`Telefon: ${OLD_PHONE} → ${NEW_PHONE}`])
  await history.getByRole('button', { name: 'Restaurează această versiune' }).click()
  await expect(phone(page)).toHaveValue(OLD_PHONE)
  await saveDraft(page)

  expect(await fileOn(repository, 'cms/contact/contact', 'content/contact.json')).toBe(
    await fileOn(repository, start, 'content/contact.json'),
  )
  expect(await git(repository, 'rev-parse', 'main')).toBe(published)
  expect((await gitHub.pullRequests()).at(-1)).toMatchObject({ state: 'open', title: 'Modifică Contact' })
})

test('an English text opens its Deploy Preview at /en/', async ({ page }) => {
  await openEntry(page, 'Texte', 'Textele paginii')
  await page.getByRole('textbox', { name: 'Cartea de vizită: butonul', exact: true }).last().fill('Save the card')
  await saveDraft(page)
  expect(await git(repository, 'diff', '--name-only', 'main', 'cms/texts/translation')).toBe(
    'locales/en/translation.json',
  )
  const head = await git(repository, 'rev-parse', 'cms/texts/translation')
  await gitHub.call('POST', `/repos/${FALLBACK_CMS_TARGET.repo}/statuses/${head}`, {
    state: 'success',
    context: 'netlify/exemplu/deploy-preview',
    target_url: DEPLOY_PREVIEW,
  })
  // Decap asks for the preview when it opens a draft: back to the collection, and the draft again.
  await page.goBack()
  await page.getByRole('link', { name: 'Textele paginii' }).click()
  await expect(page.getByRole('link', { name: EDITOR_UI.viewPreview })).toHaveAttribute(
    'href',
    `${DEPLOY_PREVIEW}/en/`,
    BACKEND_READ,
  )
})

test('an image uploaded as the new logo is checked and saved with the draft, through GitHub, under the policy', async ({
  page,
}) => {
  const logo = {
    name: 'sigla-2027.svg',
    svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c2185b"/></svg>',
  }
  await mkdir(test.info().outputDir, { recursive: true })
  const upload = path.join(test.info().outputDir, logo.name)
  await writeFile(upload, logo.svg)
  await openEntry(page, 'Contact', 'Cartea de vizită')
  await openImageLibrary(page, 'Siglă')
  // The file's check loads its parser once the file is chosen: Save is pressed before the parser has come, as on a
  // slow connection or a busy machine, and the save waits for the check.
  const parser = await holdEditorChunks(page)
  await uploadAndChoose(page, upload)
  await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
  await expect.poll(() => parser.held()).toBeGreaterThan(0)
  parser.release()
  await page.getByText(EDITOR_UI.changesSaved).waitFor()
  expect(await fileOn(repository, 'cms/contact/contact', `content/images/${logo.name}`)).toBe(logo.svg)
  expect(await fileOn(repository, 'cms/contact/contact', 'content/contact.json')).toContain(
    `"img": "images/${logo.name}"`,
  )
})
