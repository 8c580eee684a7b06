import { CONTENT_FILE_NAMES, type ContentFileName } from '../content/contentTypes'
import { FILE_FORMATS, type FileFormat } from '../content/jsonFile'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages'

/**
 * The editor's collections by name, each with the format of its files (src/node/editorConfig/cmsConfig.ts): a
 * collection per content file, named as the file, and the texts.
 */
export const COLLECTION_FORMATS: Record<ContentFileName | 'texts', FileFormat> = {
  ...(Object.fromEntries(CONTENT_FILE_NAMES.map((name) => [name, FILE_FORMATS[name]])) as Record<
    ContentFileName,
    FileFormat
  >),
  texts: FILE_FORMATS.translation,
}

export type CollectionName = keyof typeof COLLECTION_FORMATS

/** The collection whose entry is a file per language (its configuration's `i18n: true`). */
export const TRANSLATED_COLLECTION: CollectionName = 'texts'

/**
 * How Decap keeps a translated entry's files: a folder per language, `locales/<language>/translation.json`. The
 * entry's own path has no language (`locales/translation.json`).
 */
export const I18N_STRUCTURE = 'multiple_folders'

/**
 * An entry as Decap hands it to its events (`postPublish`), as far as this reads it, in plain objects. Every
 * entry has `i18n` (empty outside the translated collection) once the configuration has languages.
 */
export type PublishedEntry = {
  collection: string
  slug: string
  path: string
  data: unknown
  i18n?: Record<string, { data?: unknown } | undefined>
}

const isCollection = (name: string): name is CollectionName => name in COLLECTION_FORMATS

/**
 * The files Decap writes for `entry`, by path, each with its text, as decap-cms-core 3.19 writes them
 * (backend.ts `entryToRaw`, i18n.ts `getI18nFiles`): the entry's format over its data, and for a translated
 * entry, one file per language whose data it holds, in that language's folder. Null for a collection the site
 * does not configure.
 */
export function publishedFiles(entry: PublishedEntry): Record<string, string> | null {
  if (!isCollection(entry.collection)) return null
  const format = COLLECTION_FORMATS[entry.collection]
  if (entry.collection !== TRANSLATED_COLLECTION) return { [entry.path]: format.toFile(entry.data) }
  // Decap's path of a translated entry leaves the default language's folder out (i18n.ts `normalizeFilePath`).
  const path = entry.path.replace(`${DEFAULT_LANGUAGE}/`, '')
  const files = LANGUAGES.flatMap((language) => {
    const data = language === DEFAULT_LANGUAGE ? entry.data : entry.i18n?.[language]?.data
    const file = path.replace(`/${entry.slug}`, `/${language}/${entry.slug}`)
    return data ? [[file, format.toFile(data)] as const] : []
  })
  return Object.fromEntries(files)
}
