import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Locator, Page } from '@playwright/test'
import { projectCopy } from '../../support/projectCopy'

/**
 * Driving the editor as an editor does, for the browser tests and `npm run screenshots`: a git repository to
 * edit (a copy of this one), and the clicks of Decap's editorial workflow.
 */

/**
 * Every text of the editor's interface that is clicked or read here, in one place, as the editor shows them in
 * its default language, Romanian (Decap's words as src/cms/locales/ro.ts corrects them, and ours).
 */
export const EDITOR_UI = {
  login: 'Autentifică-te',
  loginWithGitHub: 'Autentifică-te cu GitHub',
  workflow: 'Flux editorial',
  save: 'Salvează',
  status: /^Stare: /,
  statuses: { draft: 'Ciornă', inReview: 'În revizuire', ready: 'Gata' },
  publish: 'Publică',
  publishNow: 'Publică acum',
  deleteDraft: 'Șterge modificările nepublicate',
  changesSaved: 'Modificări salvate',
  unsavedChanges: 'Modificări nesalvate',
  entryPublished: 'Intrare publicată',
  draftDeleted: 'Modificări nepublicate șterse',
  publishFailed: 'Publicarea nu a reușit',
  viewPreview: 'Vezi previzualizarea',
  chooseAnotherImage: 'Alege altă imagine',
  useChosenFile: 'Folosește fișierul ales',
  mediaLibrary: 'Imagini și fișiere',
  deleteChosenFiles: 'Șterge fișierele alese',
} as const

export type DraftStatus = keyof typeof EDITOR_UI.statuses

const run = promisify(execFile)

/**
 * Runs git in `repository`; answers its output. Without the optional locks: `git status` would otherwise take
 * the index's lock to note what it found, and a checkout of decap-server's at that moment fails ("index.lock:
 * File exists"), which the editor sees as an answer of 500.
 */
export const git = async (repository: string, ...args: string[]) =>
  (await run('git', args, { cwd: repository, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } })).stdout.trim()

/**
 * A copy of the project for an editor to edit (projectCopy: what git tracks, a repository of one commit on
 * `main`), in a temporary folder; with this folder's last build when `withLastBuild`, for a copy that builds.
 * Answers its folder.
 */
export function repositoryCopy(prefix: string, { withLastBuild = false } = {}) {
  return projectCopy(prefix, { withLastBuild }).root
}

/**
 * How long the editor may take for what it reads through its backend's git (decap-server's, or the GitHub
 * stand-in's: an entry, a draft, the log-in's first reads, a pull request's statuses): on a busy machine longer
 * than an assertion's 5 s.
 */
export const BACKEND_READ = { timeout: 10_000 }

/** How a control is pressed: a click, or a tap once it is on a phone's screen (tapOnScreen, phoneLayout.ts). */
export type Press = (control: Locator) => Promise<void>
const click: Press = (control) => control.click()

/**
 * Opens the editor at `editorUrl`, logging in through the local backend unless it remembers the editor. Decap
 * asks for its local backend once, as it starts, and without an answer offers GitHub's log-in instead, which
 * leads nowhere here: that fails at once, saying so, instead of waiting out the test's time.
 */
export async function openEditor(page: Page, editorUrl: string, press = click) {
  await page.goto(editorUrl)
  const login = page.getByRole('button', { name: EDITOR_UI.login, exact: true })
  const gitHubLogin = page.getByRole('button', { name: EDITOR_UI.loginWithGitHub })
  const workflow = page.getByRole('link', { name: EDITOR_UI.workflow })
  await login.or(gitHubLogin).or(workflow).first().waitFor()
  if (await gitHubLogin.isVisible())
    throw new Error(`The editor at ${editorUrl} found no local backend as it started: it offers GitHub's log-in`)
  if (await login.isVisible()) await press(login)
  await workflow.waitFor()
}

/** Opens an entry of a collection, from the editor's start. */
export async function openEntry(
  page: Page,
  editorUrl: string,
  collection: string,
  entry: RegExp | string,
  press = click,
) {
  await openEditor(page, editorUrl, press)
  await press(page.getByRole('link', { name: collection, exact: true }))
  await press(page.getByRole('link', { name: entry }))
}

/** Opens the media library from the image field whose label starts with `label` (the logo's: "Siglă"). */
export async function openImageLibrary(page: Page, label: string) {
  await page
    .locator('label', { hasText: new RegExp(`^${label}`) })
    .locator(`xpath=following::button[normalize-space()="${EDITOR_UI.chooseAnotherImage}"][1]`)
    .click()
}

/** Uploads `file` in the open media library and picks it. */
export async function uploadAndChoose(page: Page, file: string) {
  await page.locator('input[type="file"]').setInputFiles(file)
  await page.getByRole('button', { name: EDITOR_UI.useChosenFile }).click()
}

/** Saves the open entry as a draft, or saves the draft again, and waits until it is saved. */
export async function saveDraft(page: Page, press = click) {
  await press(page.getByRole('button', { name: EDITOR_UI.save, exact: true }))
  await page.getByText(EDITOR_UI.changesSaved).waitFor()
}

/** Moves the open draft to a column of the board. */
export async function setStatus(page: Page, status: DraftStatus, press = click) {
  await press(page.getByRole('button', { name: EDITOR_UI.status }))
  await press(page.getByRole('menuitem', { name: EDITOR_UI.statuses[status], exact: true }))
}

/** Publishes the open draft (it must be Ready), accepting the editor's "Are you sure?". */
export async function publishNow(page: Page, press = click) {
  page.once('dialog', (dialog) => void dialog.accept())
  await press(page.getByRole('button', { name: EDITOR_UI.publish, exact: true }))
  await press(page.getByRole('menuitem', { name: EDITOR_UI.publishNow }))
}

/** Deletes the open draft, accepting the editor's "Are you sure?". */
export async function deleteDraft(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: EDITOR_UI.deleteDraft }).click()
}

/**
 * The status decap-server has recorded for the draft on `branch` (it keeps it as the branch's git description,
 * `decap-cms/pending_publish` for Ready), or '' for none. decap-server answers one request at a time: a
 * publish asked for before it has recorded Ready is refused, so the tests wait for this first.
 */
export const recordedStatus = (repository: string, branch: string) =>
  git(repository, 'config', `branch.${branch}.description`).catch(() => '')

/** The draft branches of `repository`, `cms/<collection>/<entry>`. */
export async function draftBranches(repository: string) {
  const branches = await git(repository, 'branch', '--list', 'cms/*', '--format=%(refname:short)')
  return branches ? branches.split('\n') : []
}

/** A file as it is on a branch. */
export const fileOn = (repository: string, branch: string, file: string) => git(repository, 'show', `${branch}:${file}`)

/** The writes (persist, delete, publish) the editor asks the local backend on `backendPort` for, as they are sent. */
export function backendWrites(page: Page, backendPort: number) {
  const writes: string[] = []
  page.on('request', (request) => {
    if (!request.url().startsWith(`http://localhost:${backendPort}/`)) return
    const { action } = (request.postDataJSON() ?? {}) as { action?: string }
    if (action && /^(persist|delete|publish)/.test(action)) writes.push(action)
  })
  return writes
}
