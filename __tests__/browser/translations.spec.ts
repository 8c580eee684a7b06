import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Locator, Page } from '@playwright/test'
import { publishOpenDraft, useLocalEditor } from './support/localEditorSuite'
import { BACKEND_READ, fileOn, git, openEntry, saveDraft } from './support/editorWorkflow'
import { TRANSLATION_CHECK_WORDS } from '../../src/cms/translationCheckWords'
import { TARGET_LANGUAGES } from '../../src/lib/content/translationChecks'
import { TEXT_LABELS } from '../../src/node/editorConfig/editorLabels'
import { expect, portAfterSite, test } from './fixtures'

// English never falls silently behind Romanian (issue 32), in the editor as `npm run cms` runs it: the built
// editor with decap-server (MODE=git) on a copy of the repository. A Romanian text and a site's Romanian
// description change; their English is marked at once, in the draft as saved, until "still correct" and an
// English edit clear them; both are published, and main's files pass the checks with nothing flagged.

const run = promisify(execFile)
const SITE_PORT = portAfterSite(24)
const BACKEND_PORT = portAfterSite(25)
const editorUrl = `http://localhost:${SITE_PORT}/admin/`
const WORDS = TRANSLATION_CHECK_WORDS.ro

const OLD_TAGLINE = 'Agenție de presă online: știri generale și de business.'
const NEW_TAGLINE = 'Agenție de presă online: știri generale, de business și de sport.'
const OLD_DESCRIPTION = 'Știri generale și analize: politică, societate, economie și lumea, actualizate în fiecare zi.'
const NEW_DESCRIPTION = 'Știri generale și analize: politică, societate, economie și lumea, actualizate la fiecare oră.'
const NEW_ENGLISH_DESCRIPTION =
  'General news and analysis: politics, society, the economy and the world, updated every hour.'

let repository: string

const tagline = (page: Page) =>
  page.getByRole('textbox', { name: new RegExp(`^${TEXT_LABELS.landing_tagline.label.ro}`) })

/** The textboxes of the site "Ziare Exemplu", opened: id, name, address, description in Romanian and in English. */
async function ziareFields(page: Page): Promise<Locator[]> {
  const summary = page.getByText(/^Ziare Exemplu \(/)
  await summary.locator('xpath=preceding-sibling::div[1]/button[1]').click()
  return summary.locator('xpath=..').getByRole('textbox').all()
}

/** Opens the texts' saved draft, and waits until its changed tagline is read back. */
async function openSavedTexts(page: Page) {
  await openEntry(page, editorUrl, 'Texte', 'Textele paginii')
  await expect(tagline(page).first()).toHaveValue(NEW_TAGLINE, BACKEND_READ)
}

/** The mark of an English field, with the Romanian it was checked against and the current one. */
const marks = (page: Page) => page.getByRole('note').filter({ hasText: WORDS.mark })
const notice = (page: Page, count: number) => page.getByRole('region', { name: WORDS.heading(count, ['en']) })

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ viewport: { width: 1280, height: 900 }, expectedConsole: /status of 404 \(Not Found\)/ })

useLocalEditor('translations-repository-', { sitePort: SITE_PORT, backendPort: BACKEND_PORT }, (copy) => {
  repository = copy
})

test('a Romanian text changed: its English is marked at once with the old and new Romanian, and still in the saved draft', async ({
  page,
}) => {
  await openEntry(page, editorUrl, 'Texte', 'Textele paginii')
  await expect(page.getByText(WORDS.upToDate(['en']))).toBeVisible()
  // Beside the Romanian, where to find them: by the label of the menu over the English texts, which a phone has too.
  await expect(page.getByText(WORDS.inSourcePane(['en'], () => 'Scrii în EN'))).toBeVisible()
  await expect(page.getByRole('button', { name: 'Scrii în EN' })).toBeVisible()
  await tagline(page).first().fill(NEW_TAGLINE)
  // Before any save: the notice above the English, and the mark on the English field.
  await expect(notice(page, 1)).toContainText(OLD_TAGLINE)
  await expect(notice(page, 1)).toContainText(NEW_TAGLINE)
  // The words the Romanian gained are marked.
  await expect(notice(page, 1).locator('ins', { hasText: 'sport' })).toHaveCount(1)
  await expect(marks(page)).toHaveCount(1)
  await expect(marks(page)).toContainText(OLD_TAGLINE)
  await saveDraft(page)
  // The draft changes the Romanian only; the English keeps its check against the old Romanian.
  expect(await git(repository, 'diff', '--name-only', 'main', 'cms/texts/translation')).toBe(
    'locales/ro/translation.json',
  )

  await openSavedTexts(page)
  await expect(notice(page, 1)).toContainText(OLD_TAGLINE)
  await expect(marks(page)).toHaveCount(1)
  if (process.env.UPDATE_SCREENSHOTS) {
    await page.screenshot({ path: path.resolve('docs/screenshots/editor-translation-check.png') })
  }
})

test("a site's Romanian description changed: its English is marked, saved, and an English edit clears it", async ({
  page,
}) => {
  await openEntry(page, editorUrl, 'Portofoliu', 'Site-uri de știri')
  const [, , , romanian] = await ziareFields(page)
  await romanian.fill(NEW_DESCRIPTION)
  await expect(notice(page, 1)).toContainText(OLD_DESCRIPTION)
  await expect(marks(page)).toHaveCount(1)
  await expect(marks(page)).toContainText(NEW_DESCRIPTION)
  await saveDraft(page)

  await openEntry(page, editorUrl, 'Portofoliu', 'Site-uri de știri')
  const [, , , romanianAgain, englishAgain] = await ziareFields(page)
  await expect(romanianAgain).toHaveValue(NEW_DESCRIPTION, BACKEND_READ)
  await expect(notice(page, 1)).toContainText(OLD_DESCRIPTION)
  await expect(marks(page)).toHaveCount(1)
  await englishAgain.fill(NEW_ENGLISH_DESCRIPTION)
  await expect(marks(page)).toHaveCount(0)
  await expect(page.getByText(WORDS.upToDate(TARGET_LANGUAGES))).toBeVisible()
  await saveDraft(page)
  await publishOpenDraft(page, repository, 'cms/portfolio/portfolio')
})

test('"Traducerea e încă bună" clears the text\'s mark; both are published, and main flags nothing and is formatted', async ({
  page,
}) => {
  await openSavedTexts(page)
  await expect(marks(page)).toHaveCount(1)
  await marks(page).getByRole('button', { name: WORDS.stillCorrect }).click()
  await expect(marks(page)).toHaveCount(0)
  await expect(page.getByText(WORDS.upToDate(['en']))).toBeVisible()
  await saveDraft(page)
  await publishOpenDraft(page, repository, 'cms/texts/translation')

  const english = JSON.parse(await fileOn(repository, 'main', 'locales/en/translation.json')) as {
    $translated: Record<string, { ro: string; en: string }>
  }
  expect(english.$translated.landing_tagline.ro).toBe(NEW_TAGLINE)
  const portfolio = JSON.parse(await fileOn(repository, 'main', 'content/portfolio.json')) as {
    $translated: { en: Record<string, { ro: string; en: string }> }
  }
  expect(portfolio.$translated.en['sites[ziare].description']).toEqual({
    ro: NEW_DESCRIPTION,
    en: NEW_ENGLISH_DESCRIPTION,
  })
  // The editor keeps main checked out; a checkout here could take git's lock from one of its late requests.
  expect(await git(repository, 'branch', '--show-current')).toBe('main')
  const { stdout } = await run('npx', ['tsx', 'scripts/check-content.mts'], { cwd: repository })
  expect(stdout).toMatch(/content\/ and locales\/ are valid, 0 warning\(s\)/)
  await run('npx', ['prettier', '--check', 'content', 'locales'], { cwd: repository })
})
