import type { Page } from '@playwright/test'
import { publishOpenDraft, useLocalEditor } from './support/localEditorSuite'
import { EDITOR_UI, draftBranches, fileOn, git, openEntry, saveDraft } from './support/editorWorkflow'
import { expect, portAfterSite, test } from './fixtures'

// An entry's history and its restore, as `npm run cms` runs them (decap-server in git mode on a copy of the
// repository, the history read from git by the local server): a wrong phone published, the version before it
// chosen in Istoric, restored into a draft and published; then the restore itself restored.

const SITE_PORT = portAfterSite(26)
const BACKEND_PORT = portAfterSite(27)
const editorUrl = `http://localhost:${SITE_PORT}/admin/`
const RIGHT_PHONE = '+40 21 000 0000'
const WRONG_PHONE = '+40 21 555 0177'
/** The git author of the repository's copy (repositoryCopy), whom decap-server's commits name too. */
const AUTHOR = 'Editor'
/** The title Decap gives a draft of the contact card (COMMIT_MESSAGES, src/lib/editor/entryHistory.ts). */
const DRAFT_TITLE = 'Modifică Contact'

let repository: string

const phone = (page: Page) => page.getByRole('textbox', { name: /^Telefon/ })
const history = (page: Page) => page.getByRole('dialog', { name: 'Istoricul intrării' })
const versions = (page: Page) => history(page).getByRole('list').getByRole('button')
const phoneOnMain = async () => JSON.parse(await fileOn(repository, 'main', 'content/contact.json')).phone as string

/** Opens the contact card and its history; answers how long the versions took to be listed, in ms. */
async function openHistory(page: Page) {
  await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită')
  await expect(phone(page)).toHaveValue(/\S/)
  const clicked = Date.now()
  await page.getByRole('button', { name: 'Istoric', exact: true }).click()
  await expect(versions(page).first()).toBeVisible()
  return Date.now() - clicked
}

/** Publishes the draft open in the editor (on `branch`) and waits until main has it. */
const publishDraft = (page: Page, branch = 'cms/contact/contact') => publishOpenDraft(page, repository, branch)

// One journey through decap-server's git, longer than the suite's default limit on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 })
// Opening an entry, Decap asks for its draft; the backend answers 404 when it has none.
test.use({ viewport: { width: 1280, height: 900 }, expectedConsole: /status of 404 \(Not Found\)/ })

useLocalEditor('history-repository-', { sitePort: SITE_PORT, backendPort: BACKEND_PORT }, (copy) => {
  repository = copy
})

test('a wrong phone published is put right from Istoric: the version before, restored into a draft, published', async ({
  page,
}) => {
  await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită')
  await phone(page).fill(WRONG_PHONE)
  await saveDraft(page)
  await publishDraft(page)
  expect(await phoneOnMain()).toBe(WRONG_PHONE)

  const listed = await openHistory(page)
  test.info().annotations.push({ type: 'Istoric listed', description: `${listed} ms` })
  // Newest first: the wrong phone's publish, by its draft's title, then the site as the copy began (no draft).
  await expect(versions(page)).toHaveText([
    new RegExp(` · ${AUTHOR} · ${DRAFT_TITLE}$`),
    new RegExp(`^\\d{1,2} \\p{L}+ \\d{4} la \\d{2}:\\d{2} · ${AUTHOR}$`, 'u'),
  ])
  await expect(history(page).getByText('publicată acum')).toBeVisible()
  await versions(page).nth(1).click()
  await expect(history(page).getByRole('heading', { level: 3 })).toHaveText(
    /^Ce s-a schimbat de la versiunea din .+ până la cea publicată acum$/,
  )
  await expect(history(page).getByRole('listitem')).toHaveText([`Telefon: ${RIGHT_PHONE} → ${WRONG_PHONE}`])
  await page.screenshot({ path: test.info().outputPath('history-1280.png') })

  const mainBefore = await git(repository, 'rev-parse', 'main')
  await history(page).getByRole('button', { name: 'Restaurează această versiune' }).click()
  await expect(history(page)).toBeHidden()
  await expect(phone(page)).toHaveValue(RIGHT_PHONE)
  await expect(page.getByText(EDITOR_UI.unsavedChanges)).toBeVisible()
  // Nothing was written yet: the restore is a change in the form, which Salvează makes a draft.
  expect(await draftBranches(repository)).toEqual([])
  await saveDraft(page)
  expect(await draftBranches(repository)).toEqual(['cms/contact/contact'])
  expect(await fileOn(repository, 'cms/contact/contact', 'content/contact.json')).toBe(
    await fileOn(repository, `${mainBefore}~1`, 'content/contact.json'),
  )
  expect(await git(repository, 'rev-parse', 'main')).toBe(mainBefore)

  await publishDraft(page)
  expect(await phoneOnMain()).toBe(RIGHT_PHONE)
  expect(await draftBranches(repository)).toEqual([])
})

test('the restore is a version of its own, and restoring the version before it brings the wrong phone back', async ({
  page,
}) => {
  await openHistory(page)
  await expect(versions(page)).toHaveCount(3)
  await expect(versions(page).first()).toHaveText(new RegExp(` · ${AUTHOR} · ${DRAFT_TITLE}$`))
  await versions(page).nth(1).click()
  await expect(history(page).getByRole('listitem')).toHaveText([`Telefon: ${WRONG_PHONE} → ${RIGHT_PHONE}`])
  await history(page).getByRole('button', { name: 'Restaurează această versiune' }).click()
  await expect(phone(page)).toHaveValue(WRONG_PHONE)
  await saveDraft(page)
  expect(JSON.parse(await fileOn(repository, 'cms/contact/contact', 'content/contact.json')).phone).toBe(WRONG_PHONE)
  expect(await phoneOnMain()).toBe(RIGHT_PHONE)
})

test("the Texts' history holds both languages' files, each change under the language it is in", async ({ page }) => {
  const button = page.getByRole('textbox', { name: 'Cartea de vizită: butonul', exact: true })
  const englishButton = async (branch: string) =>
    JSON.parse(await fileOn(repository, branch, 'locales/en/translation.json')).contact_button_add_contact as string
  const before = await englishButton('main')
  await openEntry(page, editorUrl, 'Texte', 'Textele paginii')
  // Romanian on the left, English on the right.
  await button.last().fill('Save the card')
  await saveDraft(page)
  await publishDraft(page, 'cms/texts/translation')

  await page.getByRole('button', { name: 'Istoric', exact: true }).click()
  await expect(versions(page)).toHaveText([new RegExp(` · ${AUTHOR} · Modifică Textele paginii$`), / · Editor$/])
  await versions(page).nth(1).click()
  await expect(history(page).getByRole('heading', { level: 4 })).toHaveText(['În engleză'])
  await expect(history(page).getByRole('listitem')).toHaveText([`Cartea de vizită: butonul: ${before} → Save the card`])
  await history(page).getByRole('button', { name: 'Restaurează această versiune' }).click()
  await expect(button.last()).toHaveValue(before)
  await saveDraft(page)
  expect(await englishButton('cms/texts/translation')).toBe(before)
})

test("in English at /admin/?lang=en: the history in English, by the fields' English labels", async ({ page }) => {
  // Decap's English words for the log-in and the board (openEntry knows the Romanian ones).
  await page.goto(`${editorUrl}?lang=en`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByRole('link', { name: 'Workflow' }).waitFor()
  await page.getByRole('link', { name: 'Contact', exact: true }).click()
  await page.getByRole('link', { name: 'Contact card' }).click()
  await page.getByRole('button', { name: 'History', exact: true }).click()
  const englishHistory = page.getByRole('dialog', { name: "The entry's history" })
  await expect(englishHistory.getByRole('heading', { name: 'The published versions, newest first' })).toBeVisible()
  await englishHistory.getByRole('list').getByRole('button').nth(1).click()
  await expect(englishHistory.getByRole('listitem')).toHaveText([`Phone: ${WRONG_PHONE} → ${RIGHT_PHONE}`])
  await expect(englishHistory.getByRole('button', { name: 'Restore this version' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the history fits the screen and is reached by keyboard', async ({ page }) => {
    await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită')
    // On a phone the toolbar's Acțiuni shows Istoric, after it in the order of Tab.
    const actions = page.getByRole('button', { name: 'Acțiuni', exact: true })
    await actions.focus()
    await page.keyboard.press('Enter')
    const button = page.getByRole('button', { name: 'Istoric', exact: true })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(versions(page)).toHaveCount(3)
    await versions(page).nth(1).focus()
    await page.keyboard.press('Enter')
    await expect(history(page).getByRole('button', { name: 'Restaurează această versiune' })).toBeVisible()
    const box = await history(page).boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    await page.screenshot({ path: test.info().outputPath('history-390.png') })
    await page.keyboard.press('Escape')
    await expect(history(page)).toBeHidden()
    await expect(button).toBeFocused()
  })
})
