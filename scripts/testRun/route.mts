// Which run a change needs, by the files it changes (the checks workflow, on a pull request).

/** The folders an editor's draft changes: the content and the texts, never the code. */
export const CONTENT_FOLDERS = ['content/', 'locales/']

/**
 * `content` when every file a change touches is under content/ or locales/: it can break only what
 * `npm run test:content` checks, as the code is the code that passed the whole run. `full` for anything else,
 * a draft that touches code by mistake included, and for a change of no file.
 */
export function runFor(changedFiles: readonly string[]): 'content' | 'full' {
  const contentOnly = changedFiles.every((file) => CONTENT_FOLDERS.some((folder) => file.startsWith(folder)))
  return changedFiles.length > 0 && contentOnly ? 'content' : 'full'
}
