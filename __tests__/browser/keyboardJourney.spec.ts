import type { Locator, Page } from '@playwright/test'
import { useLocalEditor } from './support/localEditorSuite'
import { EDITOR_UI, fileOn, git, recordedStatus } from './support/editorWorkflow'
import { expect, portAfterSite, test } from './fixtures'

// An editor who works by keyboard alone, through the whole journey of `npm run cms`'s editor (decap-server on a
// copy of the repository): log in, open the portfolio, change a site's name, move the site down the list and
// back, change its front page (chosen in the media library), save, set the draft ready, publish, open Istoric and
// restore the version before. No click: every step is keys pressed on what has focus. After each press that
// lands somewhere, the focused control is asserted by role and name and its ring must be seen (3:1 against what
// surrounds it); after each dialog or menu closes, focus must be back on what opened it.

const SITE_PORT = portAfterSite(30)
const BACKEND_PORT = portAfterSite(31)
const editorUrl = `http://localhost:${SITE_PORT}/admin/`
const BRANCH = 'cms/portfolio/portfolio'
const NEW_NAME = 'Ziare Exemplu Nou'
/** The image the first site's Romanian front page is given instead of its own. */
const CHOSEN_IMAGE = 'ziare-en.jpg'
/** How many presses of Tab may take the keyboard from one control of the journey to the next. */
const MOST_PRESSES = 80

type Role = Parameters<Page['getByRole']>[0]

let repository: string

/** The role and name of what has focus, as a screen reader would say them (for a message). */
const focusedName = async (page: Page) => {
  const tag = await page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? 'nothing')
  if (tag === 'body' || tag === 'iframe') return tag
  return (await page.locator(':focus').ariaSnapshot({ timeout: 1_000 })).split('\n')[0].replace(/^- /, '')
}

/**
 * The contrast of the focused element's outline with the background it is drawn on (its parent's, or the first
 * ancestor's that has one); 0 when it has no outline. WCAG's relative luminance.
 */
const ringContrast = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 0
    const style = getComputedStyle(element)
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return 0
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const s = value / 255
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    let around = element.parentElement
    while (around && channels(getComputedStyle(around).backgroundColor)[3] === 0) around = around.parentElement
    const background = around ? getComputedStyle(around).backgroundColor : 'rgb(255, 255, 255)'
    const [lighter, darker] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a)
    return (lighter + 0.05) / (darker + 0.05)
  })

/**
 * Asserts that `control` has focus and that its ring is seen: waited for, as the preview's frame is outlined once
 * focus has moved into it (src/cms/editorStyles.ts).
 */
async function expectFocusOn(page: Page, control: Locator) {
  await expect(control).toBeFocused()
  await expect
    .poll(() => ringContrast(page), { message: `the ring of ${await focusedName(page)}` })
    .toBeGreaterThanOrEqual(3)
}

/** Presses `key` (Tab, Shift+Tab, an arrow) until one of `controls` has focus; fails naming each control passed. */
async function pressUntilOn(page: Page, controls: Locator, key: string) {
  const passed: string[] = []
  for (let press = 0; press < MOST_PRESSES; press++) {
    await page.keyboard.press(key)
    const index = await controls.evaluateAll((elements) =>
      elements.findIndex((element) => element === document.activeElement),
    )
    if (index >= 0) {
      await expectFocusOn(page, controls.nth(index))
      return controls.nth(index)
    }
    passed.push(await focusedName(page))
  }
  throw new Error(`${controls} not reached in ${MOST_PRESSES} presses of ${key}; passed: ${passed.join(' | ')}`)
}

/** Presses `key` until the control of `role` and `name` has focus (pressUntilOn). */
const pressUntil = (page: Page, role: Role, name: string | RegExp, key = 'Tab') =>
  pressUntilOn(page, page.getByRole(role, { name, exact: typeof name === 'string' }), key)

/** Selects the focused field's text and types `text` over it. */
async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

// One editor session, step after step, through decap-server's git: longer than the suite's default limit.
test.describe.configure({ timeout: 180_000 })
// Opening an entry, Decap asks for its draft; the backend answers 404 when it has none.
test.use({ viewport: { width: 1280, height: 900 }, expectedConsole: /status of 404 \(Not Found\)/ })

useLocalEditor('keyboard-repository-', { sitePort: SITE_PORT, backendPort: BACKEND_PORT }, (copy) => {
  repository = copy
})

test('the whole journey by keyboard: log in, change a site, move it, change its image, save, ready, publish, restore', async ({
  page,
}) => {
  const mainBefore = await git(repository, 'rev-parse', 'main')
  const siteName = page.getByRole('textbox', { name: 'Nume', exact: true }).first()

  await test.step('log in', async () => {
    await page.goto(editorUrl)
    const login = await pressUntil(page, 'button', EDITOR_UI.login)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('link', { name: EDITOR_UI.workflow })).toBeVisible()
    await expect(login).toBeHidden()
  })

  await test.step('open the portfolio', async () => {
    await pressUntil(page, 'link', 'Portofoliu')
    await page.keyboard.press('Enter')
    await pressUntil(page, 'link', /^Site-uri de știri/)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Istoric', exact: true })).toBeVisible()
  })

  await test.step("change the first site's name", async () => {
    // The list's button that opens every site's fields.
    await pressUntil(page, 'button', 'Deschide')
    await page.keyboard.press('Enter')
    await pressUntil(page, 'textbox', 'Nume')
    await expect(siteName).toBeFocused()
    await typeOver(page, NEW_NAME)
    await expect(siteName).toHaveValue(NEW_NAME)
  })

  await test.step('move the site down the list and back, its move buttons keeping focus', async () => {
    const site = `${NEW_NAME} (https://ziare.example/)`
    const [down, up] = ['jos', 'sus'].map((way) =>
      page.getByRole('button', { name: `Mută „${site}” mai ${way}`, exact: true }),
    )
    const names = () =>
      page
        .getByRole('textbox', { name: 'Nume', exact: true })
        .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))
    // The site's bar, with its buttons, comes before its fields.
    await pressUntilOn(page, down, 'Shift+Tab')
    await page.keyboard.press('Enter')
    await expect.poll(names).toEqual(['Business Exemplu', NEW_NAME])
    // Last in the list, it cannot go down: focus is on the way it can go.
    await expect(down).toBeDisabled()
    await expectFocusOn(page, up)
    await page.keyboard.press('Enter')
    await expect.poll(names).toEqual([NEW_NAME, 'Business Exemplu'])
    await expectFocusOn(page, down)
  })

  await test.step('choose another front page in the media library', async () => {
    const chooseImage = await pressUntil(page, 'button', EDITOR_UI.chooseAnotherImage)
    await page.keyboard.press('Enter')
    // The library's window is named by its heading (cms-packages/patches/).
    const library = page.getByRole('dialog', { name: 'Imagini' })
    await expect(library).toBeVisible()
    // Each file is a button named by the file (cms-packages/patches/), pressed once chosen.
    const file = await pressUntil(page, 'button', CHOSEN_IMAGE)
    await page.keyboard.press('Enter')
    await expect(file).toHaveAttribute('aria-pressed', 'true')
    await pressUntil(page, 'button', EDITOR_UI.useChosenFile)
    await page.keyboard.press('Enter')
    await expect(library).toBeHidden()
    await expectFocusOn(page, chooseImage)
  })

  await test.step('the preview shows that the keyboard is in it', async () => {
    // Its frame, named by a patch of Decap's (cms-packages/patches/), is outlined while a link inside has focus.
    await pressUntilOn(page, page.getByTitle('Previzualizarea intrării'), 'Tab')
  })

  await test.step('save', async () => {
    await pressUntil(page, 'button', EDITOR_UI.save)
    await page.keyboard.press('Enter')
    await expect(page.getByText(EDITOR_UI.changesSaved)).toBeVisible()
    // Decap disabled Salvează, which had focus: the toolbar's next control has it (src/cms/toolbarFocus.ts).
    await expectFocusOn(page, page.getByRole('button', { name: EDITOR_UI.status }))
    const saved = JSON.parse(await fileOn(repository, BRANCH, 'content/portfolio.json'))
    expect(saved.sites[0]).toMatchObject({ site: NEW_NAME, img: { ro: `images/${CHOSEN_IMAGE}` } })
  })

  await test.step('set the draft ready', async () => {
    const status = page.getByRole('button', { name: EDITOR_UI.status })
    await page.keyboard.press('Enter')
    const ready = page.getByRole('menuitem', { name: EDITOR_UI.statuses.ready, exact: true })
    await expect(ready).toBeVisible()
    await pressUntil(page, 'menuitem', EDITOR_UI.statuses.ready, 'ArrowDown')
    await page.keyboard.press('Enter')
    await expect(ready).toBeHidden()
    await expectFocusOn(page, status)
    await expect.poll(() => recordedStatus(repository, BRANCH), { timeout: 20_000 }).toBe('decap-cms/pending_publish')
  })

  await test.step('publish', async () => {
    await pressUntil(page, 'button', EDITOR_UI.publish)
    await page.keyboard.press('Enter')
    await pressUntil(page, 'menuitem', EDITOR_UI.publishNow, 'ArrowDown')
    // Decap asks "Are you sure?" in the browser's own dialog, which the keyboard answers with Enter.
    page.once('dialog', (dialog) => void dialog.accept())
    await page.keyboard.press('Enter')
    await expect(page.getByText(EDITOR_UI.entryPublished)).toBeVisible()
    expect(await git(repository, 'rev-parse', 'main')).not.toBe(mainBefore)
    // Decap draws the published entry's toolbar: the keyboard stays in it (src/cms/toolbarFocus.ts).
    await expect(page.getByRole('button', { name: 'Publicat', exact: true })).toBeVisible()
    await expectFocusOn(page, page.getByRole('button', { name: 'Istoric', exact: true }))
  })

  await test.step('restore the version before from Istoric', async () => {
    const historyButton = page.getByRole('button', { name: 'Istoric', exact: true })
    const history = page.getByRole('dialog', { name: 'Istoricul intrării' })
    // Escape closes it and gives focus back to Istoric; Enter opens it again.
    await page.keyboard.press('Enter')
    await expect(history).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(history).toBeHidden()
    await expectFocusOn(page, historyButton)
    await page.keyboard.press('Enter')
    await expect(history.getByRole('heading', { level: 3 })).toBeFocused()
    const versions = history.getByRole('list').getByRole('button')
    await expect(versions).toHaveCount(2)
    await pressUntil(page, 'button', await versions.nth(1).innerText())
    await page.keyboard.press('Enter')
    await pressUntil(page, 'button', 'Restaurează această versiune')
    await page.keyboard.press('Enter')
    await expect(history).toBeHidden()
    await expectFocusOn(page, historyButton)
    // Decap drew the entry anew after the publish, with the list's sites closed: its summary shows the name.
    await expect(page.getByText('Ziare Exemplu (https://ziare.example/)')).toBeVisible()
  })
})
