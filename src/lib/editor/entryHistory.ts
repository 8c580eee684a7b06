import { UI_LANGUAGES, type UiLanguage } from './uiLanguage'

/**
 * An entry's history: its published versions, as git keeps them on the branch the editor publishes to. The
 * deployed editor reads them through GitHub's API, `npm run cms` from git itself (src/node/localEditor/);
 * both answer with this shape.
 */

/** What the editor asks `npm run cms`'s backend for an entry's history (decap-server's API has no such action). */
export const HISTORY_ACTIONS = { versions: 'entryVersions', fileAt: 'fileAtVersion' } as const

/** One published version of an entry: the commit that made it, when, by whom, and the commit's message. */
export type Version = { sha: string; date: string; author: string; message: string }

/**
 * The messages of the commits Decap makes (its `commit_messages`), in each language of the interface: a draft's
 * first save names its pull request, and publishing puts that name on the commit of `main` (GitHub's squash
 * merge appends ` (#<number>)`). `{{collection}}` is the collection's name for one entry ("Contact", "Textele
 * paginii"); the update's message leaves out `{{slug}}`, a file's name ("contact"), which says nothing to editors.
 */
export const COMMIT_MESSAGES: Record<
  UiLanguage,
  { create: string; update: string; delete: string; uploadMedia: string; deleteMedia: string }
> = {
  ro: {
    create: 'Adaugă {{collection}} „{{slug}}”',
    update: 'Modifică {{collection}}',
    delete: 'Șterge {{collection}} „{{slug}}”',
    uploadMedia: 'Încarcă „{{path}}”',
    deleteMedia: 'Șterge „{{path}}”',
  },
  en: {
    create: 'Create {{collection}} “{{slug}}”',
    update: 'Update {{collection}}',
    delete: 'Delete {{collection}} “{{slug}}”',
    uploadMedia: 'Upload “{{path}}”',
    deleteMedia: 'Delete “{{path}}”',
  },
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A message Decap writes for an entry's draft, in any language of the interface, placeholders filled in. */
const DRAFT_MESSAGE = new RegExp(
  `^(?:${UI_LANGUAGES.flatMap((language) => {
    const { create, update, delete: remove } = COMMIT_MESSAGES[language]
    return [create, update, remove].map((template) => escape(template).replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'))
  }).join('|')})$`,
)

/**
 * The title of the draft a version was published from: its commit's first line, when Decap wrote it (a commit
 * made otherwise, by a developer, has none), without the pull request's number GitHub appends.
 */
export function draftTitle(message: string): string | undefined {
  const subject = message.split('\n')[0].replace(/ \(#\d+\)$/, '')
  return DRAFT_MESSAGE.test(subject) ? subject : undefined
}

/** Newest first, each commit once: the versions of an entry of several files, listed file by file. */
export function newestFirst(lists: readonly Version[][]): Version[] {
  const bySha = new Map(lists.flat().map((version) => [version.sha, version]))
  return [...bySha.values()].sort((one, other) => Date.parse(other.date) - Date.parse(one.date))
}

const LOCALES: Record<UiLanguage, string> = { ro: 'ro-RO', en: 'en-GB' }

/** When a version was published, as the interface writes a date: "26 noiembrie 2026, 10:42". */
export function versionDate(date: string, language: UiLanguage, timeZone?: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
    new Date(date),
  )
}

/** A version as the history lists it: its date and author, and its draft's title where it had one. */
export function versionName(version: Version, language: UiLanguage, timeZone?: string): string {
  const title = draftTitle(version.message)
  return [versionDate(version.date, language, timeZone), version.author, ...(title ? [title] : [])].join(' · ')
}
