import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { HISTORY_WORDS } from '../../src/cms/history/historyWords'
import { LIMIT_OVERRIDE } from '../../src/cms/publishStatus'
import { PUBLISH_STATUS_WORDS } from '../../src/cms/publishStatusWords'
import { UI_LANGUAGES, type UiLanguage } from '../../src/lib/editor/uiLanguage'
import { useLocalEditor } from './support/localEditorSuite'
import { BACKEND_READ, git, recordedStatus } from './support/editorWorkflow'
import { expectFitsPhones, expectFitsTablets, PHONE } from './support/phoneLayout'
import { expect, portAfterSite, test } from './fixtures'

// Every screen an editor uses, in both interface languages, checked by axe against WCAG 2.0 to 2.2, A and AA, on
// a laptop (1280 px) and on a phone (390 px), where it must also fit a 360, 390 and 430 px screen, its controls a
// finger's size and its fields' text 16 px, and on a tablet's 820 and 1024 px with every control on the screen
// and the toolbar's content inside it (support/phoneLayout.ts): the collections' lists, each entry's form (the
// Portfolio's list items open) with its preview, an entry with a draft in each state (draft, in review, ready),
// Istoric and a version's changes, the publish status, the media library, the board with a draft, and the log-in
// screens (the local editor's, and the deployed editor's GitHub button). One editor, as `npm run cms` runs it,
// for all of them.

const SITE_PORT = portAfterSite(42)
const BACKEND_PORT = portAfterSite(43)
const editorUrl = `http://localhost:${SITE_PORT}/admin/`
/** WCAG 2.0, 2.1 and 2.2, A and AA, as axe-core tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** Each interface language's phone for the contact card's draft, so that each publish changes it. */
const NEW_PHONE: Record<UiLanguage, string> = { ro: '+40 21 555 0101', en: '+40 21 555 0102' }
/**
 * The publish status's limit, shortened through its documented hook to check its last message too: long enough
 * for the status's first message to be checked on a laptop and on a phone.
 */
const PUBLISH_LIMIT_MS = 15_000
/** The contact card's entry, as config.yml and config.en.yml name it. */
const CONTACT_CARD: Record<UiLanguage, string> = { ro: 'Cartea de vizită', en: 'Contact card' }
/**
 * The words of Decap's interface clicked or read here, in each language, as src/cms/locales/ gives them (its
 * modules need a browser: decap-cms-locales reads `window`).
 */
const UI = {
  ro: {
    login: 'Autentifică-te',
    loginWithGitHub: 'Autentifică-te cu GitHub',
    expand: 'Deschide',
    save: 'Salvează',
    changesSaved: 'Modificări salvate',
    workflow: 'Flux editorial',
    status: /^Stare: /,
    ready: 'Gata',
    publish: 'Publică',
    publishNow: 'Publică acum',
    media: 'Imagini și fișiere',
    inReview: 'În revizuire',
    actions: 'Acțiuni',
    onScreen: 'Pe ecran',
  },
  en: {
    login: 'Login',
    loginWithGitHub: 'Login with GitHub',
    expand: 'Expand',
    save: 'Save',
    changesSaved: 'Changes saved',
    workflow: 'Editorial Workflow',
    status: /^Status: /,
    ready: 'Ready',
    publish: 'Publish',
    publishNow: 'Publish now',
    media: 'Media',
    inReview: 'In review',
    actions: 'Actions',
    onScreen: 'On screen',
  },
} as const satisfies Record<UiLanguage, Record<string, string | RegExp>>
const languageName = (language: UiLanguage) => (language === 'ro' ? 'Romanian' : 'English')

let repository: string

/** What axe measured of a node's colours, for a failed contrast: "#798291 on #eff0f4 (3.5:1)". */
type ContrastData = { fgColor?: string; bgColor?: string; contrastRatio?: number }
const contrastOf = (data: unknown) => {
  const { fgColor, bgColor, contrastRatio } = (data ?? {}) as ContrastData
  return fgColor && bgColor ? ` ${fgColor} on ${bgColor} (${contrastRatio}:1)` : ''
}

/**
 * Waits for what moves on the page to come to rest: axe reads colours as they are drawn, and a notification
 * fading in reads paler than it ends (#e5efe7 on #3b8b4e, where it ends white on #1e7b34). A notification's
 * countdown bar moves for as long as the notification stays, and a loader's spinner forever: neither is waited for.
 */
const stillness = (page: Page) =>
  page.waitForFunction(
    () =>
      document.getAnimations().every((animation) => {
        const effect = animation.effect as KeyframeEffect | null
        return (
          animation.playState !== 'running' ||
          effect?.getComputedTiming().iterations === Infinity ||
          !!effect?.target?.classList.contains('Toastify__progress-bar')
        )
      }),
    undefined,
    { timeout: 10_000 },
  )

/**
 * axe's violations on the page as it is now, one line each: the rule, then every node by its selector (with its
 * colours, for a contrast).
 */
async function violations(page: Page): Promise<string[]> {
  await stillness(page)
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return found.map(
    ({ id, nodes }) =>
      `${id} (${nodes.length}): ${nodes.map((node) => `${node.target.join(' ')}${contrastOf(node.any[0]?.data)}`).join(', ')}`,
  )
}

/**
 * Checks the screen as it is now on a phone, then goes back to the laptop's width. An entry is laid out anew
 * for the phone (cms-packages/patches/decap-cms-core-phone-editor.patch) once its switch between the form and
 * the preview shows; the toolbar's Acțiuni shows its other controls, so that they are checked too.
 */
async function onPhone(page: Page, language: UiLanguage, name: string) {
  const laptop = page.viewportSize()!
  // Decap's notifications, checked on the laptop, leave after a few seconds: on the phone one would be checked
  // as it fades.
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 10_000 })
  const phoneSwitch = page.getByRole('group', { name: UI[language].onScreen })
  const entry = await phoneSwitch.count()
  await page.setViewportSize(PHONE.viewport)
  if (entry) await expect(phoneSwitch).toBeVisible()
  const actions = page.getByRole('button', { name: UI[language].actions, exact: true })
  const openActions = entry && (await page.getByRole('dialog').count()) === 0
  if (openActions) await actions.click()
  expect.soft(await violations(page), `axe on ${name} at ${PHONE.viewport.width} px`).toEqual([])
  await expectFitsPhones(page, name)
  if (openActions) await actions.click()
  await page.setViewportSize(laptop)
  if (entry) await expect(phoneSwitch).toBeHidden()
}

/** Checks that the screen as it is now fits a tablet's width, then goes back to the laptop's. */
async function onTablets(page: Page, name: string) {
  const laptop = page.viewportSize()!
  await expectFitsTablets(page, name)
  await page.setViewportSize(laptop)
}

/**
 * A step that checks the screen `prepare` leads to, on a laptop, on tablets and on a phone; the journey goes on
 * after a failure, to check every screen.
 */
async function screen(page: Page, language: UiLanguage, name: string, prepare: () => Promise<void>) {
  await test.step(name, async () => {
    await prepare()
    expect.soft(await violations(page), `axe on ${name}`).toEqual([])
    await onTablets(page, name)
    await onPhone(page, language, name)
  })
}

// Opening an entry, Decap asks for its draft; the backend answers 404 when it has none.
test.use({ viewport: { width: 1280, height: 900 }, expectedConsole: /status of 404 \(Not Found\)/ })

test.describe('the local editor', () => {
  // One journey through every screen per language, with a publish: longer than the suite's default limit. The
  // two do not depend on each other: a failure of one still lets the other run.
  test.describe.configure({ timeout: 180_000 })
  useLocalEditor('editor-accessibility-', { sitePort: SITE_PORT, backendPort: BACKEND_PORT }, (copy) => {
    repository = copy
  })

  for (const language of UI_LANGUAGES) {
    const words = UI[language]
    const history = HISTORY_WORDS[language]

    test(`has no WCAG 2.2 A/AA violation on any screen, in ${languageName(language)}`, async ({ page }) => {
      // The publish status's limit, shortened through its documented hook, to check its last message too.
      await page.addInitScript(([name, ms]) => Object.assign(window, { [name]: ms }), [
        LIMIT_OVERRIDE,
        PUBLISH_LIMIT_MS,
      ] as const)
      const login = page.getByRole('button', { name: words.login, exact: true })
      await screen(page, language, 'the log-in screen', async () => {
        await page.goto(`${editorUrl}?lang=${language}`)
        await expect(login).toBeVisible()
      })
      await login.click()

      for (const collection of ['contact', 'portfolio', 'texts'])
        await screen(page, language, `the ${collection} collection's list`, async () => {
          await page.goto(`${editorUrl}#/collections/${collection}`)
          await expect(page.locator('a[href*="/entries/"]').first()).toBeVisible(BACKEND_READ)
        })

      await screen(page, language, "the Texts' form", async () => {
        await page.locator('a[href*="/entries/"]').first().click()
        await expect(page.getByRole('textbox').first()).toBeVisible(BACKEND_READ)
      })

      await screen(page, language, "the Portfolio's form, its list items open", async () => {
        await page.goto(`${editorUrl}#/collections/portfolio/entries/portfolio`)
        const expand = page.getByRole('button', { name: words.expand, exact: true })
        await expect(expand.first()).toBeVisible(BACKEND_READ)
        // The list's own toggle opens every item; then each object left closed inside them, one at a time.
        for (let closed = await expand.count(); closed > 0; closed = await expand.count()) {
          await expand.first().click()
          await expect(expand).not.toHaveCount(closed)
        }
      })

      const phone = page.getByRole('textbox', { name: language === 'ro' ? /^Telefon/ : /^Phone/ })
      await screen(page, language, "the Contact's form and its preview", async () => {
        await page.goto(`${editorUrl}#/collections/contact/entries/contact`)
        await expect(phone).toHaveValue(/\S/, BACKEND_READ)
        const preview = page.locator('#preview-pane').contentFrame()
        await expect(preview.getByText(await phone.inputValue()).first()).toBeVisible()
      })

      // The entry with a draft, in each state: its status and Publish buttons in Decap's teal.
      const statusButton = page.getByRole('button', { name: words.status })
      await screen(page, language, "the Contact's draft", async () => {
        await phone.fill(NEW_PHONE[language])
        await page.getByRole('button', { name: words.save, exact: true }).click()
        await expect(page.getByText(words.changesSaved)).toBeVisible()
        await expect(page.getByRole('button', { name: words.publish, exact: true })).toBeVisible()
      })
      for (const state of [words.inReview, words.ready])
        await screen(page, language, `the Contact's draft, ${state}`, async () => {
          await statusButton.click()
          await page.getByRole('menuitem', { name: state, exact: true }).click()
          await expect(statusButton).toHaveText(new RegExp(`${state}$`))
        })

      await screen(page, language, 'the board with a draft', async () => {
        await expect
          .poll(() => recordedStatus(repository, 'cms/contact/contact'), BACKEND_READ)
          .toBe('decap-cms/pending_publish')
        await page.goto(`${editorUrl}#/workflow`)
        await expect(page.getByRole('heading', { name: words.workflow })).toBeVisible()
        await expect(page.getByText(CONTACT_CARD[language], { exact: true })).toBeVisible()
      })

      const status = page.getByRole('region', { name: PUBLISH_STATUS_WORDS[language].region }).getByRole('status')
      await screen(page, language, 'the publish status', async () => {
        await page.goto(`${editorUrl}#/collections/contact/entries/contact`)
        await expect(phone).toHaveValue(NEW_PHONE[language], BACKEND_READ)
        const main = await git(repository, 'rev-parse', 'main')
        page.once('dialog', (dialog) => void dialog.accept())
        await page.getByRole('button', { name: words.publish, exact: true }).click()
        await page.getByRole('menuitem', { name: words.publishNow }).click()
        await expect.poll(() => git(repository, 'rev-parse', 'main'), BACKEND_READ).not.toBe(main)
        await expect(status).not.toBeEmpty()
        // Decap loads the published entry again: its form, not its loader, beside the status.
        await expect(phone).toHaveValue(NEW_PHONE[language], BACKEND_READ)
      })
      await screen(page, language, "the publish status's last message", async () => {
        await expect(status).toHaveText(new RegExp(`\\b${PUBLISH_LIMIT_MS / 1000} s\\b`), {
          timeout: PUBLISH_LIMIT_MS,
        })
      })

      // axe cannot judge contrast inside a modal <dialog> (the top layer): the history's colours have a test of
      // their own (__tests__/cms/history/historyStyles.test.ts).
      const dialog = page.getByRole('dialog', { name: history.title })
      await screen(page, language, 'Istoric', async () => {
        await page.getByRole('button', { name: history.button, exact: true }).click()
        await expect(dialog.getByRole('list').getByRole('button').nth(1)).toBeVisible(BACKEND_READ)
      })
      await screen(page, language, "Istoric: a version's changes", async () => {
        await dialog.getByRole('list').getByRole('button').last().click()
        await expect(dialog.getByRole('heading', { level: 3 })).toBeVisible()
      })
      await dialog.getByRole('button', { name: history.close, exact: true }).click()

      await screen(page, language, 'the media library', async () => {
        await page.goto(editorUrl)
        await page.getByRole('button', { name: words.media, exact: true }).click()
        const images = page.getByRole('dialog').locator('img')
        await expect(images.first()).toBeVisible()
        await expect
          .poll(() => images.evaluateAll((all) => all.every((image) => (image as HTMLImageElement).complete)))
          .toBe(true)
      })
      await page.screenshot({ path: test.info().outputPath(`media-library-${language}.png`) })
    })
  }
})

test.describe('the deployed editor', () => {
  for (const language of UI_LANGUAGES)
    test(`has no WCAG 2.2 A/AA violation on its GitHub log-in screen, in ${languageName(language)}`, async ({
      page,
    }) => {
      await page.goto(`/admin/?lang=${language}`)
      await expect(page.getByRole('button', { name: UI[language].loginWithGitHub })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
})
