import type { components } from '@octokit/openapi-types'
import { HttpResponse, type HttpResponseResolver, type PathParams } from 'msw'
import * as gitData from '../gitData'

/**
 * What every group of the GitHub stand-in's handlers shares: the answers' shape (typed by GitHub's OpenAPI
 * description), the one account, and the context of one stand-in (its repository, its pull requests and commit
 * statuses, the token and the failures a test asked for) with the helpers that need it.
 */

export type Schemas = components['schemas']

/** Part of a schema: any of its fields, each of its type. Object literals typed so cannot add a field. */
export type Part<T> = T extends (infer Item)[]
  ? Part<Item>[]
  : T extends object
    ? { [Key in keyof T]?: Part<T[Key]> }
    : T

export const API = 'https://api.github.com'
const DOCS = 'https://docs.github.com/rest'

/** The one account of the stand-in: an editor with write access. */
export const EDITOR = { login: 'ana-redactor', id: 4_242, name: 'Ana Redactor', email: 'ana@example.com' } as const

/** GitHub's answer to a cross-origin request: any origin may read it, with the headers a client needs. */
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers':
    'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, Deprecation, Sunset',
}

export const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status, headers: CORS })

/** GitHub's error body (`basic-error`): a message and where it is documented. */
export const error = (status: number, message: string) =>
  json({ message, documentation_url: DOCS } satisfies Part<Schemas['basic-error']>, status)

export const now = () => new Date().toISOString()

export const userPart = (): Part<Schemas['simple-user']> => ({
  login: EDITOR.login,
  id: EDITOR.id,
  avatar_url: '',
  type: 'User',
})

export type PullRequest = {
  number: number
  title: string
  body: string | null
  head: string
  base: string
  state: 'open' | 'closed'
  labels: string[]
  merged_at: string | null
  created_at: string
  updated_at: string
}

export type Status = Part<Schemas['status']> & { context: string; state: string; created_at: string }

export type Context = ReturnType<typeof standInContext>

/** The context of the stand-in for `owner/name`, kept in the git repository at `repository`. */
export function standInContext(repository: string, fullName: string) {
  const [owner, name] = fullName.split('/')
  const repoPath = `${API}/repos/${owner}/${name}`
  const unanswered: string[] = []
  /** Answers that the next matching requests get instead of the stand-in's own. */
  const failures: { method: string; pattern: RegExp; status: number; times: number }[] = []

  /** The repository as every answer that names it gives it (checked against each answer's own schema). */
  const repositoryFields = {
    name,
    full_name: fullName,
    owner: { login: owner, type: 'Organization' },
    fork: false,
    default_branch: 'main',
    private: true,
  }
  const repositoryPart = (): Part<Schemas['repository']> => repositoryFields

  async function commitPart(sha: string): Promise<Part<Schemas['commit']>> {
    const data = await gitData.readCommit(repository, sha)
    return {
      sha: data.sha,
      url: `${repoPath}/commits/${data.sha}`,
      commit: {
        message: data.message,
        author: data.author,
        committer: data.committer,
        tree: { sha: data.tree, url: `${repoPath}/git/trees/${data.tree}` },
      },
      author: userPart(),
      parents: data.parents.map((parent) => ({ sha: parent, url: `${repoPath}/commits/${parent}` })),
    }
  }

  /** A branch's head, `owner:branch` as pull requests name it, or a revision. */
  const revision = (named: string) => named.replace(new RegExp(`^${owner}:`), '')

  /** Wraps a handler: the token first, then any failure a test asked for, then the handler's own answer. */
  const authorized =
    <Params extends PathParams>(resolver: HttpResponseResolver<Params>): HttpResponseResolver<Params> =>
    (info) => {
      const given = info.request.headers.get('authorization')
      if (!context.token || given !== `token ${context.token}`) return error(401, 'Bad credentials')
      const url = new URL(info.request.url)
      const failure = failures.find(
        ({ method, pattern, times }) => times > 0 && method === info.request.method && pattern.test(url.pathname),
      )
      if (failure) {
        failure.times -= 1
        return error(failure.status, failure.status === 401 ? 'Bad credentials' : 'Server Error')
      }
      // A handler that fails is a gap of the stand-in's, not GitHub's answer: the tests fail on it.
      return (async () => resolver(info))().catch((thrown: unknown) => {
        unanswered.push(`${info.request.method} ${url.pathname}${url.search}: ${String(thrown)}`)
        return error(500, 'The GitHub stand-in failed')
      })
    }

  const context = {
    repository,
    fullName,
    owner,
    repoPath,
    pulls: [] as PullRequest[],
    statuses: new Map<string, Status[]>(),
    unanswered,
    failures,
    /** The token the log-in handed out: until it has, every request is refused. */
    token: null as string | null,
    repositoryFields,
    repositoryPart,
    commitPart,
    revision,
    authorized,
  }
  return context
}
