import { DEFAULT_LANGUAGE, isLanguage, localizedPath, type Language } from '../lib/i18n/languages'

/**
 * "View preview" on a draft of the Texts opens its Deploy Preview at the page of the language it changes.
 *
 * Decap builds the link from the Deploy Preview's address and a `preview_path` filled in from the entry's
 * default-language data: nothing in it says which language an i18n entry's draft changed, and Decap has no
 * `{{locale}}` placeholder (decap-cms#4877). So the backend's answer is completed here, from the files the
 * draft changes: only English files open /en/, anything else the default language's page, /.
 */

/** The page language of a draft that changes `paths`: the one language all of them are in, else the default. */
export function draftLanguage(paths: readonly string[]): Language {
  const languages = new Set(paths.map((path) => path.split('/').find(isLanguage) ?? DEFAULT_LANGUAGE))
  return languages.size === 1 ? [...languages][0] : DEFAULT_LANGUAGE
}

/** What Decap's backends (github, and proxy for the local backend) answer, as far as this needs. */
export type DeployPreview = { url: string; status: string }
type Backend = {
  getDeployPreview(collection: string, slug: string): Promise<DeployPreview | null | undefined>
  unpublishedEntry(args: { collection: string; slug: string }): Promise<{ diffs: { path: string }[] }>
}
type RegisteredBackend = { init: (...args: unknown[]) => Backend }

/** `backend` answering `collection`'s Deploy Previews at the page of the language its draft changes. */
export function withLanguagePages(backend: Backend, collection: string): Backend {
  const deployPreview = backend.getDeployPreview.bind(backend)
  backend.getDeployPreview = async (collectionName, slug) => {
    const preview = await deployPreview(collectionName, slug)
    if (!preview || collectionName !== collection) return preview
    const { diffs } = await backend.unpublishedEntry({ collection: collectionName, slug })
    const page = localizedPath('/', draftLanguage(diffs.map(({ path }) => path)))
    return { ...preview, url: new URL(page, preview.url).href }
  }
  return backend
}

/**
 * Makes each of Decap's registered `backends` answer `collection`'s Deploy Previews by language. Decap keeps
 * a backend as the `init` it calls when the editor starts; `registerBackend` refuses a name already taken.
 */
export function openDeployPreviewsByLanguage(
  getBackend: (name: string) => unknown,
  backends: readonly string[],
  collection: string,
) {
  for (const name of backends) {
    const registered = getBackend(name) as RegisteredBackend
    const { init } = registered
    registered.init = (...args) => withLanguagePages(init(...args), collection)
  }
}
