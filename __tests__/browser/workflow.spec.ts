import { execFile } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import sharp, { type Sharp } from 'sharp'
import { sharpsFromIco } from 'sharp-ico'
import { DEFAULT_LANGUAGE, LANGUAGES, pagePaths } from '../../src/lib/i18n/languages'
import { attribute, htmlElements } from '../../src/node/afterBuild/htmlElements'
import { SOCIAL_LOGO } from '../../src/node/afterBuild/socialImage'
import { useLocalEditor } from './support/localEditorSuite'
import {
  EDITOR_UI,
  backendWrites,
  deleteDraft,
  draftBranches,
  fileOn,
  git,
  openEntry,
  openImageLibrary,
  publishNow,
  recordedStatus,
  saveDraft,
  setStatus,
  uploadAndChoose,
} from './support/editorWorkflow'
import { expect, portAfterSite, test } from './fixtures'
import { pageTexts } from './pageTexts'

// Editing through review, as `npm run cms` runs it: the built editor (/admin/) with Decap's local backend in
// git mode (decap-server, MODE=git) on a copy of the repository in its own git; then that copy's checks and
// one build of what was published.

const run = promisify(execFile)
const SITE_PORT = portAfterSite(20)
const BACKEND_PORT = portAfterSite(21)
const editorUrl = `http://localhost:${SITE_PORT}/admin/`
/** What Netlify's Deploy Preview status on GitHub links to; decap-server has no Deploy Preview and answers none. */
const DEPLOY_PREVIEW = 'https://deploy-preview-7--exemplu.netlify.app'
const OLD_PHONE = '+40 21 000 0000'
const NEW_PHONE = '+40 31 555 0123'

let repository: string
let start: string

const onMain = (file: string) => fileOn(repository, 'main', file)
const atStart = (file: string) => fileOn(repository, start, file)

/** Answers the editor's question for a draft's Deploy Preview as the github backend does from the status. */
async function withDeployPreview(page: Page) {
  const backendApi = (url: URL) => url.port === String(BACKEND_PORT) && url.pathname === '/api/v1'
  await page.route(backendApi, async (route) => {
    const { action } = (route.request().postDataJSON() ?? {}) as { action?: string }
    if (action !== 'getDeployPreview') return route.fallback()
    await route.fulfill({ json: { url: DEPLOY_PREVIEW, status: 'success' } })
  })
}

// Each test is a whole editing journey through the editor's multi-megabyte bundle and decap-server's git, longer
// than the suite's default limit on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })
// Opening an entry, Decap asks for its draft; the backend answers 404 when it has none.
test.use({ viewport: { width: 1280, height: 900 }, expectedConsole: /status of 404 \(Not Found\)/ })

// Its last tests build what was published, as Netlify's next build does: on the caches of the build before.
useLocalEditor(
  'workflow-repository-',
  { sitePort: SITE_PORT, backendPort: BACKEND_PORT, withLastBuild: true },
  (copy) => {
    repository = copy
  },
)

test.beforeAll(async () => {
  start = await git(repository, 'rev-parse', 'main')
})

test('saving a new phone makes a draft: a cms/ branch holds the change, main and its build keep the old phone', async ({
  page,
}) => {
  await withDeployPreview(page)
  await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită')
  await page.getByRole('textbox', { name: /^Telefon/ }).fill(NEW_PHONE)
  // The preview shows the card in each language of the site.
  for (const language of LANGUAGES) {
    const card = page.frameLocator('#preview-pane').locator(`[lang="${language}"]`)
    await expect(
      card.getByRole('article', { name: 'Exemplu Media' }).getByRole('link', { name: NEW_PHONE }),
    ).toBeVisible()
  }
  await saveDraft(page)

  expect(await draftBranches(repository)).toEqual(['cms/contact/contact'])
  expect(await fileOn(repository, 'cms/contact/contact', 'content/contact.json')).toBe(
    (await atStart('content/contact.json')).replace(`"phone": "${OLD_PHONE}"`, `"phone": "${NEW_PHONE}"`),
  )
  expect(await git(repository, 'rev-parse', 'main')).toBe(start)
  expect(await git(repository, 'status', '--porcelain')).toBe('')
  // main is the commit the served site was built from: its page still shows the old phone.
  const servedPage = await (await fetch(`http://localhost:${SITE_PORT}/`)).text()
  expect(servedPage).toContain(OLD_PHONE)
  expect(servedPage).not.toContain(NEW_PHONE)
  // The draft's preview opens the Deploy Preview at the contact section.
  await expect(page.getByRole('link', { name: EDITOR_UI.viewPreview })).toHaveAttribute(
    'href',
    `${DEPLOY_PREVIEW}/#contact`,
  )
})

test('Ready, then Publish: main has the change in one commit, the draft branch is gone, the checks pass', async ({
  page,
}) => {
  await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită')
  await setStatus(page, 'ready')
  await expect
    .poll(() => recordedStatus(repository, 'cms/contact/contact'), { timeout: 10_000 })
    .toBe('decap-cms/pending_publish')
  const clicked = Date.now()
  await publishNow(page)
  await expect.poll(() => git(repository, 'rev-parse', 'main'), { timeout: 10_000, intervals: [25] }).not.toBe(start)
  test.info().annotations.push({ type: 'Publish to main', description: `${Date.now() - clicked} ms` })
  await expect(page.getByText(EDITOR_UI.entryPublished)).toBeVisible()

  expect(await git(repository, 'rev-list', '--count', `${start}..main`)).toBe('1')
  expect(await git(repository, 'diff', '--name-only', start, 'main')).toBe('content/contact.json')
  expect(await onMain('content/contact.json')).toContain(`"phone": "${NEW_PHONE}"`)
  expect(await draftBranches(repository)).toEqual([])
  expect(await git(repository, 'status', '--porcelain')).toBe('')
  await run('npx', ['tsx', 'scripts/check-content.mts'], { cwd: repository })
  await run('npx', ['prettier', '--check', 'content', 'locales'], { cwd: repository })
})

const ENGLISH_BUTTON = 'Save the card'
const ROMANIAN_BUTTON = 'Salvează în agendă'
const buttonText = (page: Page) => page.getByRole('textbox', { name: 'Cartea de vizită: butonul', exact: true })

test('an English text in a draft opens the Deploy Preview at /en/; deleting the draft leaves main and no branch', async ({
  page,
}) => {
  await withDeployPreview(page)
  const published = await git(repository, 'rev-parse', 'main')
  await openEntry(page, editorUrl, 'Texte', 'Textele paginii')
  // Romanian on the left, English on the right.
  await buttonText(page).last().fill(ENGLISH_BUTTON)
  await saveDraft(page)
  expect(await draftBranches(repository)).toEqual(['cms/texts/translation'])
  expect(await git(repository, 'diff', '--name-only', 'main', 'cms/texts/translation')).toBe(
    'locales/en/translation.json',
  )
  await expect(page.getByRole('link', { name: EDITOR_UI.viewPreview })).toHaveAttribute('href', `${DEPLOY_PREVIEW}/en/`)

  await deleteDraft(page)
  await expect(page.getByText(EDITOR_UI.draftDeleted)).toBeVisible()
  expect(await draftBranches(repository)).toEqual([])
  expect(await git(repository, 'rev-parse', 'main')).toBe(published)
  expect(await git(repository, 'status', '--porcelain')).toBe('')
})

test('the Texts in both languages go through the whole workflow: a Romanian draft opens /, both are published', async ({
  page,
}) => {
  await withDeployPreview(page)
  const published = await git(repository, 'rev-parse', 'main')
  await openEntry(page, editorUrl, 'Texte', 'Textele paginii')
  await buttonText(page).first().fill(ROMANIAN_BUTTON)
  await saveDraft(page)
  await expect(page.getByRole('link', { name: EDITOR_UI.viewPreview })).toHaveAttribute('href', `${DEPLOY_PREVIEW}/`)
  await setStatus(page, 'inReview')

  // Opened again from the board, the draft shows both languages as saved, and takes the English change too.
  await openEntry(page, editorUrl, 'Texte', 'Textele paginii')
  await expect(buttonText(page).first()).toHaveValue(ROMANIAN_BUTTON)
  await expect(buttonText(page).last()).toHaveValue(pageTexts('en').contact_button_add_contact)
  await buttonText(page).last().fill(ENGLISH_BUTTON)
  await saveDraft(page)
  await setStatus(page, 'ready')
  await expect
    .poll(() => recordedStatus(repository, 'cms/texts/translation'), { timeout: 10_000 })
    .toBe('decap-cms/pending_publish')
  const beforePublish = await git(repository, 'rev-parse', 'main')
  await publishNow(page)
  await expect
    .poll(() => git(repository, 'rev-parse', 'main'), { timeout: 10_000, intervals: [25] })
    .not.toBe(beforePublish)
  await expect(page.getByText(EDITOR_UI.entryPublished)).toBeVisible()

  await expect.poll(() => draftBranches(repository)).toEqual([])
  expect(await git(repository, 'rev-list', '--count', `${published}..main`)).toBe('2')
  expect((await git(repository, 'diff', '--name-only', published, 'main')).split('\n')).toEqual([
    'locales/en/translation.json',
    'locales/ro/translation.json',
  ])
  expect(await onMain('locales/ro/translation.json')).toContain(`"contact_button_add_contact": "${ROMANIAN_BUTTON}"`)
  expect(await onMain('locales/en/translation.json')).toContain(`"contact_button_add_contact": "${ENGLISH_BUTTON}"`)
  await run('npx', ['prettier', '--check', 'locales'], { cwd: repository })
})

test.describe('a publish that cannot merge', () => {
  test.use({ expectedConsole: /status of (404 \(Not Found\)|409 \(Conflict\))/ })

  test('is refused with a message when the file changed on main since the draft was made; nothing is lost', async ({
    page,
  }) => {
    const draftLine = 'Online Media SRL'
    const mainLine = 'Online Media Group'
    await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită')
    await page.getByRole('textbox', { name: /^Rândul de sub nume/ }).fill(draftLine)
    await saveDraft(page)
    await setStatus(page, 'ready')
    const draft = await git(repository, 'rev-parse', 'cms/contact/contact')
    // The backend answers the editor one request at a time, and it records the status last: once it has, it is
    // not checking out a branch, and the commit below lands on main and does not lock it out.
    await expect
      .poll(() => recordedStatus(repository, 'cms/contact/contact'), { timeout: 10_000 })
      .toBe('decap-cms/pending_publish')

    // Meanwhile the same line changes on main.
    const file = path.join(repository, 'content/contact.json')
    await writeFile(file, (await readFile(file, 'utf8')).replace('"Online Media"', `"${mainLine}"`))
    await git(repository, 'commit', '--quiet', '--all', '--message', 'Another line under the name')
    const main = await git(repository, 'rev-parse', 'main')

    await publishNow(page)
    await expect(page.getByText(EDITOR_UI.publishFailed)).toBeVisible()
    await expect(
      page.getByText('content/contact.json s-a schimbat pe main după ce a fost făcută această ciornă'),
    ).toBeVisible()
    expect(await git(repository, 'rev-parse', 'main')).toBe(main)
    expect(await git(repository, 'rev-parse', 'cms/contact/contact')).toBe(draft)
    expect(await git(repository, 'status', '--porcelain')).toBe('')
    expect(await git(repository, 'branch', '--show-current')).toBe('main')
    expect(await onMain('content/contact.json')).toContain(mainLine)
    expect(await fileOn(repository, 'cms/contact/contact', 'content/contact.json')).toContain(draftLine)

    await deleteDraft(page)
    await expect.poll(() => draftBranches(repository)).toEqual([])
  })
})

test.describe('content the build would refuse', () => {
  // Decap rejects its save promise with no reason when a field breaks a rule, after showing the messages.
  test.use({ expectedPageError: /^undefined$/ })

  test('is not saved as a draft: each field shows its message and nothing reaches the backend', async ({ page }) => {
    const main = await git(repository, 'rev-parse', 'main')
    const writes = backendWrites(page, BACKEND_PORT)
    await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită')
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('contact.example.com')
    await page.getByRole('textbox', { name: /^Site/ }).fill('http://www.example.com/')
    await page.getByRole('textbox', { name: /^Numele firmei/ }).fill('')
    await page.getByRole('button', { name: EDITOR_UI.save, exact: true }).click()
    await expect(page.getByText('E-mail trebuie să fie o adresă de e-mail, de exemplu nume@exemplu.ro.')).toBeVisible()
    await expect(page.getByText('Site trebuie să fie o adresă care începe cu https://, fără spații.')).toBeVisible()
    await expect(page.getByText('Câmpul „Numele firmei” este obligatoriu: completează-l.')).toBeVisible()
    expect(writes).toEqual([])
    expect(await draftBranches(repository)).toEqual([])
    expect(await git(repository, 'rev-parse', 'main')).toBe(main)

    page.once('dialog', (dialog) => void dialog.accept())
    await page.goto('about:blank')
  })
})

/**
 * A new logo under a name of its own: a square of a colour the old logo does not have, so that every image drawn
 * from it shows that colour where it shows the logo.
 */
const NEW_LOGO = {
  name: 'sigla-exemplu-2027.svg',
  svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="#c2185b"/></svg>',
  colour: [0xc2, 0x18, 0x5b],
}

test('the logo replaced through the editor by a file under another name is published, and the old file can go', async ({
  page,
}) => {
  const published = await git(repository, 'rev-parse', 'main')
  await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită')
  await openImageLibrary(page, 'Siglă')
  await mkdir(test.info().outputDir, { recursive: true })
  const upload = path.join(test.info().outputDir, NEW_LOGO.name)
  await writeFile(upload, NEW_LOGO.svg)
  await uploadAndChoose(page, upload)
  await saveDraft(page)
  await setStatus(page, 'ready')
  await expect
    .poll(() => recordedStatus(repository, 'cms/contact/contact'), { timeout: 10_000 })
    .toBe('decap-cms/pending_publish')
  await publishNow(page)
  await expect.poll(() => git(repository, 'rev-parse', 'main'), { timeout: 10_000 }).not.toBe(published)
  await expect(page.getByText(EDITOR_UI.entryPublished)).toBeVisible()
  expect(await onMain('content/contact.json')).toContain(`"img": "images/${NEW_LOGO.name}"`)
  expect(await onMain(`content/images/${NEW_LOGO.name}`)).toBe(NEW_LOGO.svg)
  // As a rename leaves it: the old file deleted in the media library (the collections' header opens it), which
  // commits to main at once. Nothing may need it any more.
  await page.goto(editorUrl)
  await page.getByRole('button', { name: EDITOR_UI.mediaLibrary }).click()
  await page.getByText('logo.svg', { exact: true }).click()
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: EDITOR_UI.deleteChosenFiles }).click()
  await expect
    .poll(() => git(repository, 'ls-tree', '--name-only', 'main', 'content/images/logo.svg'), { timeout: 10_000 })
    .toBe('')
})

test('a build of what was published shows the new phone and both new button texts', async () => {
  test.setTimeout(300_000)
  await run('npx', ['gatsby', 'build'], { cwd: repository, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } })
  const romanian = await readFile(path.join(repository, 'public/index.html'), 'utf8')
  const english = await readFile(path.join(repository, 'public/en/index.html'), 'utf8')
  expect(romanian).toContain(NEW_PHONE)
  expect(romanian).not.toContain(OLD_PHONE)
  expect(romanian).toContain(ROMANIAN_BUTTON)
  expect(english).toContain(ENGLISH_BUTTON)
})

/** The colour of an image at (x, y), or at its centre, as [r, g, b]. */
async function colourAt(image: Sharp, at?: { x: number; y: number }) {
  const { width = 0, height = 0 } = await image.metadata()
  const { x, y } = at ?? { x: Math.floor(width / 2), y: Math.floor(height / 2) }
  return [...(await image.extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer())]
}

/** Whether `colour` is the new logo's, within what JPEG's compression changes. */
const isNewLogo = (colour: number[]) => colour.every((value, index) => Math.abs(value - NEW_LOGO.colour[index]) <= 16)

test("that build draws the manifest's icons, the favicons, the apple-touch icons, the vCards' PHOTO and LOGO and the sharing images from the new logo", async () => {
  const built = (file: string) => path.join(repository, 'public', file)
  const drawn: Record<string, number[]> = {}
  // gatsby-plugin-manifest's, one per language (gatsby-config.ts): the default language's, each other's after it.
  const manifests = LANGUAGES.map((language) =>
    language === DEFAULT_LANGUAGE ? 'manifest.webmanifest' : `manifest_${language}.webmanifest`,
  )
  for (const manifest of manifests) {
    const { icons } = JSON.parse(await readFile(built(manifest), 'utf8')) as { icons: { src: string }[] }
    expect(icons.length).toBeGreaterThan(0)
    for (const { src } of icons) drawn[`${manifest}: ${src}`] = await colourAt(sharp(built(src)))
  }
  // Without resolveWithObject, sharp-ico answers one sharp instance per image of the file.
  const favicons = sharpsFromIco(await readFile(built('favicon.ico'))) as Sharp[]
  for (const [index, favicon] of favicons.entries()) drawn[`favicon.ico #${index}`] = await colourAt(favicon)
  for (const page of pagePaths().map((pagePath) => `${pagePath.slice(1)}index.html`)) {
    const links = htmlElements(await readFile(built(page), 'utf8')).filter((element) => element.tagName === 'link')
    const touchIcons = links.filter((link) => attribute(link, 'rel') === 'apple-touch-icon')
    expect(touchIcons.length).toBeGreaterThan(0)
    for (const link of touchIcons) {
      const href = attribute(link, 'href')!
      drawn[`${page}: apple-touch-icon ${href}`] = await colourAt(sharp(built(href)))
    }
    // The SVG favicon is the logo itself, drawn from the page (it is small).
    const svgIcon = links.find(
      (link) => attribute(link, 'rel') === 'icon' && attribute(link, 'type') === 'image/svg+xml',
    )
    const dataUri = attribute(svgIcon!, 'href')!
    expect(Buffer.from(dataUri.split(',')[1], 'base64').toString()).toBe(NEW_LOGO.svg)
  }
  expect(await readFile(built('favicon.svg'), 'utf8')).toBe(NEW_LOGO.svg)
  for (const language of LANGUAGES) {
    const vcard = (await readFile(built(`vcard/${language}.vcf`), 'utf8')).replaceAll('\r\n ', '')
    for (const property of ['PHOTO', 'LOGO']) {
      const line = vcard.split('\r\n').find((text) => text.startsWith(`${property};`))!
      const jpeg = Buffer.from(line.slice(line.indexOf(':') + 1), 'base64')
      drawn[`vcard/${language}.vcf: ${property}`] = await colourAt(sharp(jpeg))
    }
    const logoCentre = { x: SOCIAL_LOGO.left + SOCIAL_LOGO.size / 2, y: SOCIAL_LOGO.top + SOCIAL_LOGO.size / 2 }
    drawn[`og/${language}.jpg`] = await colourAt(sharp(built(`og/${language}.jpg`)), logoCentre)
  }
  const notNew = Object.entries(drawn).filter(([, colour]) => !isNewLogo(colour))
  expect(notNew).toEqual([])
})
