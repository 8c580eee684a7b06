import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { HISTORY_ACTIONS, type Version } from '../../lib/editor/entryHistory'

/**
 * An entry's history for `npm run cms`, from git, answering what the deployed editor asks GitHub (the commits
 * that touched the entry's files on the branch, and a file as one of them left it). decap-server has no such
 * action: the guard in front of it answers these two (draftMerge.ts), for the local site's editor only.
 */

const run = promisify(execFile)

/** Fields of `git log`'s format, apart by a unit separator, each commit ended by NUL (-z). */
const FORMAT = ['%H', '%aI', '%an', '%B'].join('%x1f')

/** The commits of `branch` that changed any of `paths`, newest first. */
export async function entryVersions(repositoryDir: string, branch: string, paths: string[]): Promise<Version[]> {
  const { stdout } = await run('git', ['log', '-z', `--format=${FORMAT}`, `refs/heads/${branch}`, '--', ...paths], {
    cwd: repositoryDir,
    maxBuffer: 16 * 1024 * 1024,
  })
  return stdout
    .split('\0')
    .filter(Boolean)
    .map((record) => {
      const [sha, date, author, message] = record.split('\x1f')
      return { sha, date, author, message: message.trimEnd() }
    })
}

/** The text of `path` as commit `sha` left it, or null when that commit had no such file. */
export async function fileAtVersion(repositoryDir: string, sha: string, path: string): Promise<string | null> {
  if (!/^[0-9a-f]{40}$/.test(sha)) throw new Error(`Not a commit: ${sha}`)
  try {
    const { stdout } = await run('git', ['show', `${sha}:${path}`], { cwd: repositoryDir, maxBuffer: 16 * 1024 * 1024 })
    return stdout
  } catch {
    return null
  }
}

type HistoryRequest = { action?: string; params?: { branch?: string; paths?: unknown; sha?: unknown; path?: unknown } }

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' && !item.startsWith('-'))

/** The answer to a history request (`undefined` when it is none): versions, or `{ content }`. */
export async function answerHistory(repositoryDir: string, { action, params }: HistoryRequest) {
  if (action === HISTORY_ACTIONS.versions && params?.branch && strings(params.paths))
    return entryVersions(repositoryDir, params.branch, params.paths)
  if (action === HISTORY_ACTIONS.fileAt && typeof params?.sha === 'string' && strings([params.path]))
    return { content: await fileAtVersion(repositoryDir, params.sha, params.path as string) }
  return undefined
}
