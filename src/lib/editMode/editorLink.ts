/**
 * What a piece of the page names as its source, for the edit mode of previews (src/node/buildMode.ts): the
 * components give each piece that comes from the content a `data-cms-field` attribute,
 * `<collection>/<entry>/<field path>` of the editor's configuration (src/node/editorConfig/cmsConfig.ts), such as
 * `texts/translation/landing_tagline` or `portfolio/portfolio/sites.1.description.{language}`; `{language}`
 * stands for the page's language. A production build takes the attributes out of the code (gatsby-node).
 */
export const CMS_FIELD_ATTRIBUTE = 'data-cms-field'

/** The editor's query parameters: the field's path in its entry, and the language whose side it is on. */
export const FIELD_PARAMETER = 'field'
export const LOCALE_PARAMETER = 'locale'

export type FieldReference = { collection: string; entry: string; path: string }

const NAME = /^[a-z][\w-]*$/
const PATH = /^[a-z_]\w*(\.(\d+|[a-z_]\w*))*$/

/** An attribute's value, with `{language}` filled in; null when it is no `<collection>/<entry>/<path>`. */
export function fieldReference(value: string, language: string): FieldReference | null {
  const [collection = '', entry = '', path = '', ...rest] = value.split('/')
  const filled = path.replaceAll('{language}', language)
  if (rest.length || !NAME.test(collection) || !NAME.test(entry) || !PATH.test(filled)) return null
  return { collection, entry, path: filled }
}

/**
 * The address of a field in the editor at `editor` (`/admin/`, or another site's), on the side of `language`:
 * Decap's route of the entry, and the field and language as query parameters, which the editor reads once the
 * entry is open (src/cms/fieldLink.ts).
 */
export function editorLink({ collection, entry, path }: FieldReference, language: string, editor: string): string {
  const query = new URLSearchParams({ [FIELD_PARAMETER]: path, [LOCALE_PARAMETER]: language })
  return `${editor}?${query.toString()}#/collections/${collection}/entries/${entry}`
}
