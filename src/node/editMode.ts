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
