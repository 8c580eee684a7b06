import { getResponse, http, HttpResponse } from 'msw'
import { commitHandlers } from './gitHub/commits'
import { API, CORS, error, standInContext } from './gitHub/context'
import { gitDatabaseHandlers } from './gitHub/gitDatabase'
import { pullHandlers, pullPartOf } from './gitHub/pulls'
import { repositoryHandlers } from './gitHub/repository'
import { statusHandlers } from './gitHub/statuses'

export { API, EDITOR } from './gitHub/context'

/**
 * A stand-in for GitHub's REST API, as Decap's github backend uses it, over a real git repository on disk:
 * the user and the repository's permissions, git data (refs, trees, blobs, commits), commits (those of a file
 * too) and comparisons, a file's contents at a commit, pull requests with their labels and merge, and commit
 * statuses. Requests and responses follow GitHub's REST API description: every answer is typed as a part of the
 * schema of @octokit/openapi-types (GitHub's own OpenAPI description), so tsc rejects a field GitHub does not have
 * or a value of the wrong type.
 * Every request must carry the token Netlify's log-in handed out (`Authorization: token …`), else 401, as GitHub
 * answers. A request no handler knows is answered 501 and listed in `unanswered`, for the tests to fail on.
 * The handlers of each group of endpoints are in `gitHub/`, over the context they share (`gitHub/context.ts`).
 */

export type GitHubStandIn = ReturnType<typeof gitHubStandIn>

/** The stand-in for `owner/name`, kept in the git repository at `repository`. */
export function gitHubStandIn(repository: string, fullName: string) {
  const context = standInContext(repository, fullName)
  const { unanswered, failures } = context

  // msw answers a request with the first handler that matches it: no two groups answer the same method and path,
  // and the catch-all that records what none answers comes last.
  const handlers = [
    // Browsers ask before a request with a token: GitHub allows any origin.
    http.options(
      `${API}/*`,
      () =>
        new HttpResponse(null, {
          status: 204,
          headers: {
            ...CORS,
            'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
            'access-control-allow-headers':
              'Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features',
            'access-control-max-age': '86400',
          },
        }),
    ),

    ...repositoryHandlers(context),
    ...gitDatabaseHandlers(context),
    ...commitHandlers(context),
    ...statusHandlers(context),
    ...pullHandlers(context),

    http.all(`${API}/*`, ({ request }) => {
      unanswered.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`)
      return error(501, 'The GitHub stand-in does not answer this request')
    }),
  ]

  return {
    handlers,
    /** The requests no handler answered or whose handler failed, `METHOD /path?query`. */
    unanswered,
    /** The pull requests, as GitHub lists them (all states). */
    pullRequests: () => Promise.all(context.pulls.map(pullPartOf(context))),
    /** Gives the token the log-in hands out; requests must carry it from then on. */
    issueToken(issued: string) {
      context.token = issued
    },
    /** Makes the next `times` requests of `method` to a path matching `pattern` answer `status`. */
    failNext(method: string, pattern: RegExp, status: number, times = 1) {
      failures.push({ method, pattern, status, times })
    },
    /** How many of the failures asked for have not been answered yet. */
    failuresPending: () => failures.reduce((sum, { times }) => sum + times, 0),
    /** Calls the API as another client of GitHub does (Netlify posting a commit status), with the token. */
    async call(method: string, apiPath: string, body?: object) {
      const request = new Request(`${API}${apiPath}`, {
        method,
        headers: { authorization: `token ${context.token}`, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      })
      const response = await getResponse(handlers, request)
      if (!response?.ok) throw new Error(`${method} ${apiPath} answered ${response?.status}`)
      return response.json() as Promise<unknown>
    },
  }
}
