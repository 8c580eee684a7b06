import { CONTENT_SECTIONS, type ContentSection } from '../sections'

/** A content file's name (`content/<name>.json`): the id of the section that draws it (src/lib/sections.ts). */
export type ContentFileName = ContentSection['id']

/**
 * The content files by name, in file-name order, as content/ lists them: the order the build checks them in,
 * the editor lists them in and the JSON Schemas are written in.
 */
export const CONTENT_FILE_NAMES: readonly ContentFileName[] = CONTENT_SECTIONS.map(({ id }) => id).sort()

/** Where a content file is, from the repository's root. */
export const contentFilePath = (name: ContentFileName) => `content/${name}.json`

/**
 * The GraphQL node type of each content file. The validation rules in src/lib/content/schemas.ts are keyed by the
 * same names, and the type checker holds the two lists together.
 */
export const CONTENT_TYPE_NAMES = Object.fromEntries(
  CONTENT_SECTIONS.map(({ id, content }) => [id, content.typeName]),
) as Record<ContentFileName, ContentSection['content']['typeName']>

/** The type gatsby-transformer-json gives the locale files; the page reads them as `Locale` nodes instead. */
export const LOCALE_FILE_TYPE_NAME = 'LocaleFileJson'
