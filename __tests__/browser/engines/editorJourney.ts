import assert from 'node:assert/strict'
import { EDITOR_UI, draftBranches, fileOn, git } from '../support/editorWorkflow'
import type { GitHubStandIn } from '../deployed/gitHubStandIn'
import type { Driver } from './driver'
import { journal, waitFor } from './journeys'

const OLD_PHONE = '+40 21 000 0000'
const NEW_PHONE = '+40 31 555 0123'

/** In the page: whether it holds `text` (as written, whatever case the style shows it in). */
const shows = (text: string) => !!document.body.textContent?.includes(text)

/** In the page: whether it has a button, shown or not, whose text begins with `text`. */
const hasButton = (text: string) =>
  [...document.querySelectorAll('button, [role="button"]')].some((button) => button.textContent?.startsWith(text))

/** In the page: whether a field of the form holds `phone`. */
const phoneInForm = (phone: string) => [...document.querySelectorAll('input')].some((input) => input.value === phone)

/** In the page: whether it is laid out no wider than the screen, and the entry's switch of form and preview shows. */
const entryOnPhone = () =>
  document.documentElement.scrollWidth <= document.documentElement.clientWidth &&
  !!document.querySelector('[role="group"] > button[aria-pressed="true"]')

/**
 * The deployed editor's round trip, as in production: log in through Netlify's pop-up, change the phone, save
 * (a draft: branch and pull request), mark it Ready, publish (one commit on main, the pull request merged, the
 * branch gone); then restore the version before the publish from Istoric, into a draft. GitHub and Netlify are the
 * stand-ins behind the proxy; `repository` is the stand-in's git. On a `phone` (390 px), the entry is laid out for
 * it, and its toolbar's Acțiuni shows the status and Publică menus and Istoric.
 */
export async function editorRoundTrip(
  driver: Driver,
  repository: string,
  gitHub: GitHubStandIn,
  { phone }: { phone: boolean },
) {
  const start = await git(repository, 'rev-parse', 'main')
  const toolbarMenu = async () => {
    if (phone) await driver.click('button', 'Acțiuni')
  }
  await driver.goto('/admin/')
  if (phone) await driver.emulatePhone()
  await waitFor(driver, 'the log-in button', shows, EDITOR_UI.loginWithGitHub)
  await driver.click('button', EDITOR_UI.loginWithGitHub)
  await waitFor(driver, 'the log-in', shows, EDITOR_UI.workflow)

  await driver.click('link', 'Contact')
  // The collection's entries come from GitHub after the click: wait for them as an editor would.
  await waitFor(driver, 'the contact entry', shows, 'Cartea de vizită')
  await driver.click('link', /Cartea de vizită/)
  await waitFor(driver, 'the phone field', phoneInForm, OLD_PHONE)
  if (phone) await waitFor(driver, 'the entry laid out for the phone', entryOnPhone)
  await driver.fill('textbox', /^Telefon/, NEW_PHONE)
  // What was typed is in the form before it is saved: a save that saves nothing then fails here, by its cause.
  await waitFor(driver, 'the new phone in the form', phoneInForm, NEW_PHONE)
  await driver.click('button', EDITOR_UI.save)
  await waitFor(driver, 'the draft saved', shows, EDITOR_UI.changesSaved)
  assert.deepEqual(await draftBranches(repository), ['cms/contact/contact'])
  assert.equal(
    await fileOn(repository, 'cms/contact/contact', 'content/contact.json'),
    (await fileOn(repository, 'main', 'content/contact.json')).replace(OLD_PHONE, NEW_PHONE),
  )

  // Decap draws the draft's toolbar once it is saved: Acțiuni opens that one.
  await waitFor(driver, "the draft's status button", hasButton, 'Stare: ')
  await toolbarMenu()
  await driver.click('button', /^Stare: /)
  await driver.click('menuitem', EDITOR_UI.statuses.ready)
  const ready = async () => (await gitHub.pullRequests())[0]?.labels?.[0]?.name === 'decap-cms/pending_publish'
  for (const deadline = Date.now() + 30_000; !(await ready());) {
    assert.ok(Date.now() < deadline, 'the draft marked Ready')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // Decap asks "Are you sure?" in a dialog, which each engine's driver shows its own way: the journey says yes.
  await driver.evaluate(() => {
    window.confirm = () => true
  })
  await driver.click('button', EDITOR_UI.publish)
  await driver.click('menuitem', EDITOR_UI.publishNow)
  await waitFor(
    driver,
    'the entry published',
    (text) => document.body.textContent?.includes(text),
    EDITOR_UI.entryPublished,
  )

  assert.equal(await git(repository, 'rev-list', '--count', `${start}..main`), '1')
  assert.match(await fileOn(repository, 'main', 'content/contact.json'), new RegExp(`"phone": "\\${NEW_PHONE}"`))
  assert.deepEqual(await draftBranches(repository), [])
  assert.deepEqual(
    (await gitHub.pullRequests()).map(({ state, merged }) => ({ state, merged })),
    [{ state: 'closed', merged: true }],
  )

  // Istoric: the version before the publish, its change by the field's label, restored into a draft.
  const published = await git(repository, 'rev-parse', 'main')
  await waitFor(driver, 'the Istoric button', shows, 'Istoric')
  // Decap draws the published entry's toolbar: Acțiuni opens that one.
  await waitFor(driver, "the published entry's button", hasButton, 'Publicat')
  await toolbarMenu()
  await driver.click('button', 'Istoric')
  await waitFor(driver, 'the two versions', () => document.querySelectorAll('dialog[open] ul button').length === 2)
  await driver.click('button', / · Editor$/)
  await waitFor(driver, "the phone's change", shows, `Telefon: ${OLD_PHONE} → ${NEW_PHONE}`)
  await driver.click('button', 'Restaurează această versiune')
  await waitFor(driver, 'the phone restored in the form', phoneInForm, OLD_PHONE)
  await driver.click('button', EDITOR_UI.save)
  for (const deadline = Date.now() + 30_000; (await draftBranches(repository)).length === 0;) {
    assert.ok(Date.now() < deadline, 'the restore saved as a draft')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await waitFor(driver, 'the draft saved', shows, EDITOR_UI.changesSaved)
  assert.equal(
    await fileOn(repository, 'cms/contact/contact', 'content/contact.json'),
    await fileOn(repository, start, 'content/contact.json'),
  )
  assert.equal(await git(repository, 'rev-parse', 'main'), published)

  assert.deepEqual(gitHub.unanswered, [])
  const { errors, violations } = await journal(driver)
  assert.deepEqual({ errors, violations }, { errors: [], violations: [] })
}
