import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Edit mode (src/lib/editMode/): on a Deploy Preview, a branch deploy and the site `npm run cms` serves, the
 * page lets an editor click a text to open the editor at its field. Netlify names the kind of build in
 * `CONTEXT` (`production`, `deploy-preview`, `branch-deploy`, and `dev` for a local build; `npm run cms`
 * builds with `dev`). A production build, and a build with no `CONTEXT` (`npm start`, `npm run build`), has
 * none of it: gatsby-node gives webpack `EDIT_MODE = false`, so the edit mode's module is never imported, and
 * strips every `data-cms-field` attribute from the components at compile time (babel-plugin-react-remove-properties).
 */
export const EDIT_MODE_CONTEXTS: readonly string[] = ['deploy-preview', 'branch-deploy', 'dev']

export const editModeFrom = (env: Record<string, string | undefined>) => EDIT_MODE_CONTEXTS.includes(env.CONTEXT ?? '')

/** Where a build notes whether it had edit mode, in Gatsby's cache (which goes when public/ goes). */
const LAST_BUILD = path.join('.cache', 'edit-mode.json')

/**
 * A build with edit mode and one without must not share public/: webpack leaves the other build's scripts
 * there, and a production build would then hold edit mode's. When this build's mode differs from the last
 * build's in `root`, its public/ is removed before Gatsby looks at it; Gatsby then finds its cache incomplete
 * and starts cold. (On Netlify the two never meet: netlifyAdapter.ts keeps a cache per mode.) Answers whether
 * it removed it.
 */
export async function leaveOtherModesBuild(root: string, editMode: boolean): Promise<boolean> {
  const last = await readFile(path.join(root, LAST_BUILD), 'utf8').then(
    (text) => (JSON.parse(text) as { editMode?: unknown }).editMode,
    () => undefined,
  )
  if (last === undefined || last === editMode) return false
  await rm(path.join(root, 'public'), { recursive: true, force: true })
  return true
}

/** Notes this build's mode for the next (leaveOtherModesBuild). */
export async function noteBuildMode(root: string, editMode: boolean) {
  await writeFile(path.join(root, LAST_BUILD), `${JSON.stringify({ editMode })}\n`)
}
