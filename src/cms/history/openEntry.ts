import { fromJS, is, type List, type Map as ImmutableMap } from 'immutable'
import { changeDraftField, createDraftFromEntry } from 'decap-cms-core/dist/esm/actions/entries'
import { addNotification } from 'decap-cms-core/dist/esm/actions/notifications'
import { getFilePath, getI18nInfo } from 'decap-cms-core/dist/esm/lib/i18n'
import { selectEntry, selectUnpublishedEntry } from 'decap-cms-core/dist/esm/reducers'
import { selectFields, selectFolderEntryExtension } from 'decap-cms-core/dist/esm/reducers/collections'
import { store } from 'decap-cms-core/dist/esm/redux'
import { FILE_FORMATS } from '../../lib/content/jsonFile'
import type { LabelledField } from '../../lib/editor/versionChanges'

/**
 * The entry open in Decap's editor, read from and written to Decap's own store: Decap has no API for either
 * (an entry's history is decaporg/decap-cms#6045, open). Restoring does what Decap does when it restores its
 * local backup of an entry: the draft is made afresh from an entry holding the version's data, so that every
 * field is drawn again with it, and marked changed, so that Salvează saves it as a draft of the editorial
 * workflow, never straight to the published branch.
 */

type Immutable = ImmutableMap<string, unknown>

/** One file of the entry: its path, and the language it holds in an entry of one file per language. */
export type EntryFile = { path: string; locale?: string }

export type OpenEntry = {
  collection: string
  slug: string
  /** The entry's fields, labelled in the interface's language, as config.yml declares them. */
  fields: LabelledField[]
  files: EntryFile[]
  /** A file's text as the entry's data (the collection's format, src/lib/content/jsonFile.ts). */
  parse(text: string): unknown
}

/** The entry the editor shows, unless it is a new one (which has no history). */
export function openEntry(): OpenEntry | undefined {
  const state = store.getState()
  const entry = state.entryDraft.get('entry') as Immutable | undefined
  const path = entry?.get('path') as string | undefined
  if (!entry || !path || entry.get('newRecord')) return undefined
  const collection = state.collections.get(entry.get('collection') as string) as Immutable
  const slug = entry.get('slug') as string
  const { structure, locales } = getI18nInfo(collection)
  const files =
    structure && locales
      ? locales.map((locale) => ({
          locale,
          path: getFilePath(structure, selectFolderEntryExtension(collection), path, slug, locale),
        }))
      : [{ path }]
  const format = Object.values(FILE_FORMATS).find(({ name }) => name === collection.get('format'))
  return {
    collection: collection.get('name') as string,
    slug,
    fields: (selectFields(collection, slug) as List<Immutable>).toJS() as LabelledField[],
    files,
    parse: (text) => (format ? format.fromFile(text) : JSON.parse(text)),
  }
}

/** Where a language's data is in an entry: the default language's in `data`, the others' in `i18n`. */
const dataPath = (locale: string | undefined, defaultLocale: string | undefined) =>
  locale && locale !== defaultLocale ? ['i18n', locale, 'data'] : ['data']

/**
 * Puts `data` (each file's, by its language; one file's under `undefined`) in the open entry's form, as a change
 * to save, and tells the editor what to do next with `notice`.
 */
export function restoreIntoForm(entry: OpenEntry, data: Map<string | undefined, unknown>, notice: string) {
  const state = store.getState()
  const draft = state.entryDraft.get('entry') as Immutable
  const collection = state.collections.get(entry.collection) as Immutable
  const { locales, defaultLocale } = getI18nInfo(collection)
  const restored = entry.files.reduce(
    (next, { locale }) => next.setIn(dataPath(locale, defaultLocale), fromJS(data.get(locale) ?? {})),
    draft,
  )
  store.dispatch(createDraftFromEntry(restored))
  // Decap's Save is on when the draft differs from the entry as published and as its saved draft: a change in a
  // language that differs from both says so, as an editor's typing would.
  const saved = [
    selectUnpublishedEntry(state, entry.collection, entry.slug),
    selectEntry(state, entry.collection, entry.slug),
  ].filter((saved): saved is Immutable => Boolean(saved))
  const field = (selectFields(collection, entry.slug) as List<Immutable>).first() as Immutable
  for (const { locale } of entry.files) {
    const path = dataPath(locale, defaultLocale)
    const value = restored.getIn(path)
    if (saved.some((known) => is(known.getIn(path), value))) continue
    const i18n = locale && locales ? { currentLocale: locale, defaultLocale, locales } : undefined
    store.dispatch(
      changeDraftField({
        field,
        value: restored.getIn([...path, field.get('name') as string]),
        entries: saved,
        metadata: {},
        i18n,
      }),
    )
    break
  }
  store.dispatch(addNotification({ message: notice, type: 'success', dismissAfter: 10_000 }))
}
