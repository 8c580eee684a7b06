import type { Page } from '@playwright/test'
import { LIMIT_OVERRIDE } from '../../src/cms/publishStatus'
import { publishOpenDraft, useLocalEditor } from './support/localEditorSuite'
import { EDITOR_UI, draftBranches, fileOn, git, openEntry, saveDraft, type Press } from './support/editorWorkflow'
import { expectFitsPhones, PHONE, tapOnScreen } from './support/phoneLayout'
import { expect, portAfterSite, test } from './fixtures'

// After Publish, the editor says when the site shows the change, as `npm run cms` runs it: the editor with
// Decap's local backend on a copy of the repository, whose local rebuild plays Netlify's part. The journey with
// the rebuild is an editor's on a phone, by touch alone, to the version before restored from Istoric.

const OLD_PHONE = '+40 21 000 0000'
const NEW_PHONE = '+40 31 555 0123'
const PUBLISHING = /^Se publică… /
const LIVE = /^Modificarea este pe site de la \d\d:\d\d, după (\d+ min )?\d+ s\.$/
const NOT_LIVE =
  'Modificarea nu este pe site nici după 3 s: site-ul nu s-a reconstruit încă sau reconstruirea a eșuat. ' +
  'Vezi ce scrie în terminalul în care rulează npm run cms.'

const statusOf = (page: Page) => page.getByRole('region', { name: 'Publicarea pe site' }).getByRole('status')

/**
 * Every text the status takes, in order, noted by the page itself as it changes: a test reads what the editor
 * said, however short a while it said it.
 */
async function noteStatusTexts(page: Page) {
  await page.addInitScript(() => {
    const said: string[] = []
    Object.assign(window, { publishStatusTexts: said })
    new MutationObserver(() => {
      const text = document.querySelector('section[aria-label="Publicarea pe site"] [role="status"]')?.textContent
      if (text && text !== said.at(-1)) said.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { publishStatusTexts: string[] }).publishStatusTexts)
}

/**
 * Changes the phone on the contact card, saves the draft, makes it Ready, and publishes it; on a phone
 * (`press` a tap), the toolbar's Acțiuni shows the status and Publică menus first.
 */
async function publishNewPhone(page: Page, editorUrl: string, repository: string, press?: Press) {
  await openEntry(page, editorUrl, 'Contact', 'Cartea de vizită', press)
  const phone = page.getByRole('textbox', { name: /^Telefon/ })
  if (press) await press(phone)
  await phone.fill(NEW_PHONE)
  await saveDraft(page, press)
  if (press) {
    // Decap draws the draft's toolbar once it is saved: Acțiuni opens that one.
    await page.getByRole('button', { name: EDITOR_UI.status, includeHidden: true }).waitFor({ state: 'attached' })
    await press(page.getByRole('button', { name: 'Acțiuni' }))
  }
  await publishOpenDraft(page, repository, 'cms/contact/contact', press)
}

// Opening an entry, Decap asks for its draft; the backend answers 404 when it has none.
test.use({ viewport: { width: 1280, height: 900 }, expectedConsole: /status of 404 \(Not Found\)/ })

test.describe('with the local rebuild', () => {
  const SITE_PORT = portAfterSite(36)
  const BACKEND_PORT = portAfterSite(37)
  let repository: string

  // After the publish `npm run cms` rebuilds the copy: a whole build, with edit mode, so afresh after this
  // folder's production build.
  test.describe.configure({ timeout: 10 * 60_000 })

  useLocalEditor('publish-status-', { sitePort: SITE_PORT, backendPort: BACKEND_PORT, rebuildsCopy: true }, (copy) => {
    repository = copy
  })

  test.use(PHONE)

  test('on a phone, by touch: a new phone saved, Gata, Publică acum, „Se publică…”, then since when the site shows it, in every view; Istoric puts the version before back into a draft', async ({
    page,
  }) => {
    const statusTexts = await noteStatusTexts(page)
    const editorUrl = `http://localhost:${SITE_PORT}/admin/`
    const start = await git(repository, 'rev-parse', 'main')
    await test.step('change the phone, Salvează, Gata, Publică acum', async () => {
      await publishNewPhone(page, editorUrl, repository, tapOnScreen)
      await expect(statusOf(page)).toHaveText(PUBLISHING)
      // Decap's notification of the publish shows at the foot too, above the status, not over it.
      const notification = page.getByRole('alert').filter({ hasText: EDITOR_UI.entryPublished })
      await expect(notification).toBeVisible()
      await expect(async () => {
        const notificationBox = (await notification.boundingBox())!
        const statusBox = (await page.getByRole('region', { name: 'Publicarea pe site' }).boundingBox())!
        expect(notificationBox.y + notificationBox.height).toBeLessThanOrEqual(statusBox.y)
      }).toPass()
      // Decap loads the published entry again.
      await expect(page.getByRole('textbox', { name: /^Telefon/ })).toHaveValue(NEW_PHONE)
    })
    await test.step('the site shows the change: the editor says since when, in every view', async () => {
      // The status stays where it is as the editor goes to another view (Decap's routes are the address's hash).
      await tapOnScreen(page.getByRole('link', { name: /^←/ }))
      await expect(page.getByRole('link', { name: EDITOR_UI.workflow })).toBeVisible()
      await expect(statusOf(page)).toHaveText(LIVE, { timeout: 5 * 60_000 })
      // On the site indeed: the page the local server serves has the new phone.
      expect(await (await fetch(`http://localhost:${SITE_PORT}/`)).text()).toContain(NEW_PHONE)
      const said = await statusTexts()
      expect(said).toEqual([expect.stringMatching(PUBLISHING), expect.stringMatching(LIVE)])
      test.info().annotations.push({ type: 'The editor said', description: said.at(-1) })
      await expectFitsPhones(page, 'the publish status on the site')
      await page.setViewportSize(PHONE.viewport)
      await tapOnScreen(page.getByRole('button', { name: 'Închide' }))
    })
    await test.step('Istoric: the version before, restored, Salvează', async () => {
      await tapOnScreen(page.getByRole('link', { name: 'Cartea de vizită' }))
      await tapOnScreen(page.getByRole('button', { name: 'Acțiuni' }))
      await tapOnScreen(page.getByRole('button', { name: 'Istoric', exact: true }))
      const history = page.getByRole('dialog', { name: 'Istoricul intrării' })
      await tapOnScreen(history.getByRole('list').getByRole('button').nth(1))
      await tapOnScreen(history.getByRole('button', { name: 'Restaurează această versiune' }))
      await expect(page.getByRole('textbox', { name: /^Telefon/ })).toHaveValue(OLD_PHONE)
      await saveDraft(page, tapOnScreen)
      expect(await draftBranches(repository)).toEqual(['cms/contact/contact'])
      expect(await fileOn(repository, 'cms/contact/contact', 'content/contact.json')).toBe(
        await fileOn(repository, start, 'content/contact.json'),
      )
    })
  })
})

test.describe('when the site is not rebuilt', () => {
  const SITE_PORT = portAfterSite(38)
  const BACKEND_PORT = portAfterSite(39)
  let repository: string

  test.describe.configure({ timeout: 90_000 })

  // The site served is this folder's build, which never gets the change.
  useLocalEditor('publish-status-late-', { sitePort: SITE_PORT, backendPort: BACKEND_PORT }, (copy) => {
    repository = copy
  })

  test('after the limit the editor says plainly that the site does not show the change, and where to look', async ({
    page,
  }) => {
    // The limit, shortened through its documented hook: 3 s instead of minutes.
    await page.addInitScript(([name, ms]) => Object.assign(window, { [name]: ms }), [LIMIT_OVERRIDE, 3_000] as const)
    const statusTexts = await noteStatusTexts(page)
    await publishNewPhone(page, `http://localhost:${SITE_PORT}/admin/`, repository)
    await expect(statusOf(page)).toHaveText(NOT_LIVE)
    expect(await statusTexts()).toEqual([expect.stringMatching(PUBLISHING), NOT_LIVE])
    // Reachable by keyboard, as the rest of the editor.
    const close = page.getByRole('button', { name: 'Închide' })
    await close.focus()
    await page.keyboard.press('Enter')
    await expect(statusOf(page)).toHaveText('')
  })
})
