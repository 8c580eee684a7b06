import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { generatedPath } from './generatedDir'
import { siteUrlFrom } from './siteUrl'

/**
 * Edit mode (src/editMode/): on a Deploy Preview, a branch deploy and the site `npm run cms` serves, the
 * page lets an editor click a text to open the editor at its field. Netlify names the kind of build in
 * `CONTEXT` (`production`, `deploy-preview`, `branch-deploy`, and `dev` for a local build; `npm run cms`
 * builds with `dev`). A production build, and a build with no `CONTEXT` (`npm start`, `npm run build`), has
 * none of it: gatsby-node gives webpack `EDIT_MODE = false`, so the edit mode's module is never imported, and
 * strips every `data-cms-field` attribute from the components at compile time (babel-plugin-react-remove-properties).
 */
export const EDIT_MODE_CONTEXTS: readonly string[] = ['deploy-preview', 'branch-deploy', 'dev']

/**
 * The builds of a pull request's or a branch's code. The editor commits to the real repository with the token
 * of whoever logs in, so it never runs on their origin, where that code would hold the token: their edit mode
 * opens the production site's editor, and their own /admin/ sends the editor there.
 */
const PREVIEW_CONTEXTS: readonly string[] = ['deploy-preview', 'branch-deploy']

export const editModeFrom = (env: Record<string, string | undefined>) => EDIT_MODE_CONTEXTS.includes(env.CONTEXT ?? '')

/** Whether the build is a preview, whose /admin/ only sends the editor to the production site's. */
export const isPreviewFrom = (env: Record<string, string | undefined>) => PREVIEW_CONTEXTS.includes(env.CONTEXT ?? '')

/**
 * The editor that edit mode's links open, or false for a build without edit mode: on a preview, the production
 * site's (at the address Netlify gives every build of the site, siteUrl.ts); for `npm run cms`, its own.
 */
export function editModeEditorFrom(env: Record<string, string | undefined>): string | false {
  if (isPreviewFrom(env)) return `${siteUrlFrom(env)}/admin/`
  return editModeFrom(env) ? '/admin/' : false
}

/** The name of a build's mode, for what must be kept apart by mode (webpack's caches). */
export const buildModeName = (editMode: string | false) => (editMode ? 'edit-mode' : 'production')

/** Where a build notes whether it had edit mode. */
const lastBuild = (root: string) => generatedPath(root, 'edit-mode.json')

/**
 * A build with edit mode and one without must not share public/: webpack leaves the other build's scripts
 * there, and a production build would then hold edit mode's. Nor must a preview and a local build, whose
 * /admin/ differ. When this build's mode (editModeEditorFrom) differs from the last build's in `root`, its
 * public/ is removed before Gatsby looks at it; Gatsby then finds its cache incomplete and starts cold. (On
 * Netlify they never meet: netlifyAdapter.ts keeps a cache per mode.) Answers whether it removed it.
 */
export async function leaveOtherModesBuild(root: string, editMode: string | false): Promise<boolean> {
  const last = await readFile(lastBuild(root), 'utf8').then(
    (text) => (JSON.parse(text) as { editMode?: unknown }).editMode,
    () => undefined,
  )
  if (last === undefined || last === editMode) return false
  await rm(path.join(root, 'public'), { recursive: true, force: true })
  return true
}

/** Notes this build's mode for the next (leaveOtherModesBuild). */
export async function noteBuildMode(root: string, editMode: string | false) {
  await mkdir(path.dirname(lastBuild(root)), { recursive: true })
  await writeFile(lastBuild(root), `${JSON.stringify({ editMode })}\n`)
}
