import { HISTORY_ACTIONS, newestFirst, type Version } from '../../lib/editor/entryHistory'

/**
 * Where an entry's published versions come from: the backend Decap started, with what it already holds (the
 * github backend's API client and the editor's token, or the local backend's address). No other service, no
 * other token.
 */
export type HistorySource = {
  /** The commits of the published branch that changed any of `paths`, newest first. */
  versions(paths: readonly string[]): Promise<Version[]>
  /** A file's text as commit `sha` left it; null when it had no such file. */
  fileAt(sha: string, path: string): Promise<string | null>
}

/** The part of decap-cms-backend-github's API client (API.js) this uses: its request, which adds the token. */
type GitHubApi = {
  repoURL: string
  branch: string
  request(path: string, options?: { params?: Record<string, string | number> }): Promise<unknown>
}
/** What GitHub answers for a commit in a list (`GET /repos/{owner}/{repo}/commits`), as far as this reads it. */
type GitHubCommit = { sha: string; commit: { message: string; author: { name?: string; date?: string } | null } }

/** How many versions the history lists: GitHub's largest page of commits. */
const MOST_VERSIONS = 100

const encodedPath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** UTF-8 text from base64, as GitHub sends a file's content (wrapped at 60 characters). */
const decodeBase64 = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64.replace(/\s/g, '')), (character) => character.charCodeAt(0)))

export function gitHubHistory(api: GitHubApi): HistorySource {
  return {
    async versions(paths) {
      const lists = await Promise.all(
        paths.map(async (path) => {
          const params = { path, sha: api.branch, per_page: MOST_VERSIONS }
          const commits = (await api.request(`${api.repoURL}/commits`, { params })) as GitHubCommit[]
          return commits.map(({ sha, commit }) => ({
            sha,
            date: commit.author?.date ?? '',
            author: commit.author?.name ?? '',
            message: commit.message,
          }))
        }),
      )
      return newestFirst(lists).slice(0, MOST_VERSIONS)
    },
    async fileAt(sha, path) {
      try {
        const file = (await api.request(`${api.repoURL}/contents/${encodedPath(path)}`, { params: { ref: sha } })) as {
          content: string
        }
        return decodeBase64(file.content)
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null
        throw error
      }
    },
  }
}

/** The part of decap-cms-backend-proxy's backend (`npm run cms`) this uses: its branch and its request. */
type LocalBackend = { branch: string; request(payload: { action: string; params: object }): Promise<unknown> }

export function localHistory(backend: LocalBackend): HistorySource {
  return {
    versions: async (paths) =>
      (await backend.request({
        action: HISTORY_ACTIONS.versions,
        params: { branch: backend.branch, paths },
      })) as Version[],
    fileAt: async (sha, path) =>
      (
        (await backend.request({ action: HISTORY_ACTIONS.fileAt, params: { branch: backend.branch, sha, path } })) as {
          content: string | null
        }
      ).content,
  }
}

type RegisteredBackend = { init: (...args: unknown[]) => unknown }

let started: (() => HistorySource | undefined) | undefined

/**
 * Keeps the backend Decap starts (`github` or `proxy`), to ask it for histories. Decap keeps a backend as the
 * `init` it calls when the editor starts (as deployPreviewPage.ts does).
 */
export function keepBackendsForHistory(getBackend: (name: string) => unknown) {
  const sources: Record<string, (backend: unknown) => () => HistorySource | undefined> = {
    // The github backend makes its API client on log-in: asked for later, it is there.
    github: (backend) => () => {
      const { api } = backend as { api: GitHubApi | null }
      return api ? gitHubHistory(api) : undefined
    },
    proxy: (backend) => () => localHistory(backend as LocalBackend),
  }
  for (const [name, source] of Object.entries(sources)) {
    const registered = getBackend(name) as RegisteredBackend
    const { init } = registered
    registered.init = (...args) => {
      const backend = init(...args)
      started = source(backend)
      return backend
    }
  }
}

/** The history of the backend the editor runs on; undefined before it is logged in. */
export const historySource = () => started?.()
