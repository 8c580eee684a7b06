import { getResponse, http, HttpResponse } from 'msw'
import * as gitData from './gitData'
import {
  API,
  CORS,
  EDITOR,
  error,
  json,
  now,
  standInContext,
  userPart,
  type Part,
  type PullRequest,
  type Schemas,
  type Status,
} from './gitHub/context'

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
 */

export type GitHubStandIn = ReturnType<typeof gitHubStandIn>

/** The stand-in for `owner/name`, kept in the git repository at `repository`. */
export function gitHubStandIn(repository: string, fullName: string) {
  const context = standInContext(repository, fullName)
  const {
    owner,
    repoPath,
    pulls,
    statuses,
    unanswered,
    failures,
    repositoryFields,
    repositoryPart,
    commitPart,
    revision,
    authorized,
  } = context

  const gitCommitPart = (data: gitData.CommitData): Part<Schemas['git-commit']> => ({
    sha: data.sha,
    url: `${repoPath}/git/commits/${data.sha}`,
    message: data.message,
    author: data.author,
    committer: data.committer,
    tree: { sha: data.tree, url: `${repoPath}/git/trees/${data.tree}` },
    parents: data.parents.map((parent) => ({ sha: parent, url: `${repoPath}/git/commits/${parent}` })),
  })

  const refPart = (ref: string, sha: string): Part<Schemas['git-ref']> => ({
    ref,
    url: `${repoPath}/git/${ref}`,
    object: { type: 'commit', sha, url: `${repoPath}/git/commits/${sha}` },
  })

  async function pullPart(pull: PullRequest): Promise<Part<Schemas['pull-request']>> {
    const headSha = (await gitData.resolve(repository, `refs/heads/${pull.head}`)) ?? undefined
    const baseSha = (await gitData.resolve(repository, `refs/heads/${pull.base}`)) ?? undefined
    return {
      number: pull.number,
      url: `${repoPath}/pulls/${pull.number}`,
      html_url: `https://github.com/${fullName}/pull/${pull.number}`,
      state: pull.state,
      title: pull.title,
      body: pull.body,
      user: userPart(),
      labels: pull.labels.map((label, index) => ({ id: index + 1, name: label, color: 'ededed', default: false })),
      head: { ref: pull.head, sha: headSha, label: `${owner}:${pull.head}`, repo: repositoryPart(), user: userPart() },
      base: { ref: pull.base, sha: baseSha, label: `${owner}:${pull.base}`, repo: repositoryPart(), user: userPart() },
      created_at: pull.created_at,
      updated_at: pull.updated_at,
      merged_at: pull.merged_at,
      merged: pull.merged_at !== null,
      draft: false,
    }
  }

  const findPull = (number: string) => pulls.find((pull) => pull.number === Number(number))

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

    http.get(
      `${API}/user`,
      authorized(() =>
        json({ ...userPart(), name: EDITOR.name, email: EDITOR.email } satisfies Part<Schemas['private-user']>),
      ),
    ),
    http.get(
      `${API}/users/:login`,
      authorized(({ params }) =>
        params.login === EDITOR.login
          ? json({ ...userPart(), name: EDITOR.name } satisfies Part<Schemas['public-user']>)
          : error(404, 'Not Found'),
      ),
    ),
    http.get(
      repoPath,
      authorized(() =>
        json({
          ...repositoryFields,
          permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
        } satisfies Part<Schemas['full-repository']>),
      ),
    ),

    http.get(
      `${repoPath}/branches/:branch+`,
      authorized(async ({ params }) => {
        const branch = [params.branch].flat().join('/')
        const sha = await gitData.resolve(repository, `refs/heads/${branch}`)
        if (!sha) return error(404, 'Branch not found')
        return json({ name: branch, commit: await commitPart(sha), protected: false } satisfies Part<
          Schemas['branch-with-protection']
        >)
      }),
    ),

    http.get(
      `${repoPath}/git/blobs/:sha`,
      authorized(async ({ params }) => {
        const content = await gitData.readBlob(repository, String(params.sha))
        if (!content) return error(404, 'Not Found')
        return json({
          sha: String(params.sha),
          node_id: '',
          url: `${repoPath}/git/blobs/${params.sha}`,
          size: content.length,
          // GitHub wraps the base64 text at 60 characters.
          content: (content.toString('base64').match(/.{1,60}/g) ?? []).join('\n'),
          encoding: 'base64',
        } satisfies Part<Schemas['blob']>)
      }),
    ),
    http.post(
      `${repoPath}/git/blobs`,
      authorized(async ({ request }) => {
        const { content, encoding } = (await request.json()) as { content: string; encoding?: string }
        const sha = await gitData.writeBlob(repository, Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'))
        return json({ sha, url: `${repoPath}/git/blobs/${sha}` } satisfies Part<Schemas['short-blob']>, 201)
      }),
    ),

    http.get(
      `${repoPath}/git/trees/*`,
      authorized(async ({ request }) => {
        const url = new URL(request.url)
        const treeish = decodeURIComponent(url.pathname.slice(`/repos/${fullName}/git/trees/`.length))
        const tree = await gitData.readTree(repository, treeish, url.searchParams.has('recursive'))
        if (!tree) return error(404, 'Not Found')
        return json({
          sha: tree.sha,
          url: `${repoPath}/git/trees/${tree.sha}`,
          truncated: false,
          tree: tree.entries.map((entry) => ({ ...entry, url: `${repoPath}/git/${entry.type}s/${entry.sha}` })),
        } satisfies Part<Schemas['git-tree']>)
      }),
    ),
    http.post(
      `${repoPath}/git/trees`,
      authorized(async ({ request }) => {
        const { base_tree: base, tree } = (await request.json()) as {
          base_tree?: string
          tree: { path: string; mode: string; sha?: string | null; content?: string }[]
        }
        const changes = await Promise.all(
          tree.map(async (entry) => ({
            path: entry.path,
            mode: entry.mode,
            sha:
              entry.content === undefined
                ? (entry.sha ?? null)
                : await gitData.writeBlob(repository, Buffer.from(entry.content)),
          })),
        )
        const sha = await gitData.writeTree(repository, base, changes)
        const written = await gitData.readTree(repository, sha, false)
        return json(
          {
            sha,
            url: `${repoPath}/git/trees/${sha}`,
            truncated: false,
            tree: written!.entries.map((entry) => ({ ...entry, url: `${repoPath}/git/${entry.type}s/${entry.sha}` })),
          } satisfies Part<Schemas['git-tree']>,
          201,
        )
      }),
    ),

    http.post(
      `${repoPath}/git/commits`,
      authorized(async ({ request }) => {
        const { message, tree, parents, author } = (await request.json()) as {
          message: string
          tree: string
          parents?: string[]
          author?: gitData.Person
        }
        const sha = await gitData.writeCommit(repository, {
          tree,
          parents: parents ?? [],
          message,
          author: author ?? EDITOR,
        })
        return json(gitCommitPart(await gitData.readCommit(repository, sha)), 201)
      }),
    ),

    // A ref by its full name is one object; a prefix of several refs lists them (GitHub's older form).
    http.get(
      `${repoPath}/git/refs/*`,
      authorized(async ({ request }) => {
        const ref = `refs/${decodeURIComponent(new URL(request.url).pathname.split('/git/refs/')[1])}`
        const exact = await gitData.resolve(repository, ref)
        if (exact && (await gitData.listRefs(repository, ref)).some((found) => found.ref === ref))
          return json(refPart(ref, exact))
        const matching = await gitData.listRefs(repository, `${ref}/`)
        if (!matching.length) return error(404, 'Not Found')
        return json(matching.map((found) => refPart(found.ref, found.sha)))
      }),
    ),
    http.get(
      `${repoPath}/git/matching-refs/*`,
      authorized(async ({ request }) => {
        const prefix = `refs/${decodeURIComponent(new URL(request.url).pathname.split('/git/matching-refs/')[1])}`
        const all = await gitData.listRefs(repository, 'refs/')
        return json(all.filter((found) => found.ref.startsWith(prefix)).map((found) => refPart(found.ref, found.sha)))
      }),
    ),
    http.post(
      `${repoPath}/git/refs`,
      authorized(async ({ request }) => {
        const { ref, sha } = (await request.json()) as { ref: string; sha: string }
        if (await gitData.resolve(repository, ref)) return error(422, 'Reference already exists')
        if (!(await gitData.resolve(repository, sha, 'commit'))) return error(422, 'Object does not exist')
        await gitData.updateRef(repository, ref, sha, '')
        return json(refPart(ref, sha), 201)
      }),
    ),
    http.patch(
      `${repoPath}/git/refs/*`,
      authorized(async ({ request }) => {
        const ref = `refs/${decodeURIComponent(new URL(request.url).pathname.split('/git/refs/')[1])}`
        const { sha, force } = (await request.json()) as { sha: string; force?: boolean }
        const current = await gitData.resolve(repository, ref)
        if (!current) return error(422, 'Reference does not exist')
        if (!force && !(await gitData.isAncestor(repository, current, sha)))
          return error(422, 'Update is not a fast forward')
        await gitData.updateRef(repository, ref, sha, current)
        return json(refPart(ref, sha))
      }),
    ),
    http.delete(
      `${repoPath}/git/refs/*`,
      authorized(async ({ request }) => {
        const ref = `refs/${decodeURIComponent(new URL(request.url).pathname.split('/git/refs/')[1])}`
        if (!(await gitData.resolve(repository, ref))) return error(422, 'Reference does not exist')
        await gitData.deleteRef(repository, ref)
        return new HttpResponse(null, { status: 204, headers: CORS })
      }),
    ),

    http.get(
      `${repoPath}/commits`,
      authorized(async ({ request }) => {
        const url = new URL(request.url)
        const from = revision(url.searchParams.get('sha') ?? 'main')
        const filePath = url.searchParams.get('path')
        const shas = (await gitData.readCommits(repository, [from, ...(filePath ? ['--', filePath] : [])])).map(
          (commit) => commit.sha,
        )
        return json(await Promise.all(shas.map(commitPart)))
      }),
    ),
    // A file as a commit left it (the editor's history reads each version so).
    http.get(
      `${repoPath}/contents/*`,
      authorized(async ({ request }) => {
        const url = new URL(request.url)
        const filePath = decodeURIComponent(url.pathname.slice(`/repos/${fullName}/contents/`.length))
        const ref = revision(url.searchParams.get('ref') ?? 'main')
        const sha = await gitData.resolve(repository, `${ref}:${filePath}`)
        if (!sha) return error(404, 'Not Found')
        const content = await gitData.readBlob(repository, sha)
        if (!content) return error(404, 'Not Found')
        return json({
          type: 'file',
          encoding: 'base64',
          size: content.length,
          name: filePath.split('/').pop(),
          path: filePath,
          sha,
          // GitHub wraps the base64 text at 60 characters, as for a blob.
          content: (content.toString('base64').match(/.{1,60}/g) ?? []).join('\n'),
          url: `${repoPath}/contents/${filePath}?ref=${ref}`,
          git_url: `${repoPath}/git/blobs/${sha}`,
        } satisfies Part<Schemas['content-file']>)
      }),
    ),
    http.get(
      `${repoPath}/commits/:ref+/status`,
      authorized(async ({ params }) => {
        const sha = await gitData.resolve(repository, revision([params.ref].flat().join('/')), 'commit')
        if (!sha) return error(404, 'No commit found for SHA')
        const latest = new Map<string, Status>()
        for (const status of statuses.get(sha) ?? [])
          if (!latest.has(status.context)) latest.set(status.context, status)
        const current = [...latest.values()]
        const state = current.some(({ state }) => state === 'failure' || state === 'error')
          ? 'failure'
          : current.length && current.every(({ state }) => state === 'success')
            ? 'success'
            : 'pending'
        return json({
          state,
          sha,
          statuses: current,
          total_count: current.length,
          commit_url: `${repoPath}/commits/${sha}`,
          url: `${repoPath}/commits/${sha}/status`,
        } satisfies Part<Schemas['combined-commit-status']>)
      }),
    ),
    http.post(
      `${repoPath}/statuses/:sha`,
      authorized(async ({ params, request }) => {
        const sha = String(params.sha)
        const { state, target_url, description, context } = (await request.json()) as Status
        const status = {
          id: (statuses.get(sha)?.length ?? 0) + 1,
          state,
          target_url,
          description,
          context: context ?? 'default',
          created_at: now(),
          updated_at: now(),
          creator: userPart(),
          url: `${repoPath}/statuses/${sha}`,
        } satisfies Status
        statuses.set(sha, [status, ...(statuses.get(sha) ?? [])])
        return json(status, 201)
      }),
    ),

    http.get(
      `${repoPath}/compare/:basehead+`,
      authorized(async ({ params }) => {
        const [from, to] = [params.basehead].flat().join('/').split('...').map(revision)
        const [fromSha, toSha] = await Promise.all([
          gitData.resolve(repository, from, 'commit'),
          gitData.resolve(repository, to, 'commit'),
        ])
        if (!fromSha || !toSha) return error(404, 'Not Found')
        const base = await gitData.mergeBase(repository, fromSha, toSha)
        const ahead = (await gitData.readCommits(repository, ['--reverse', `${base}..${toSha}`])).map(({ sha }) => sha)
        const behind = await gitData.readCommits(repository, [`${base}..${fromSha}`])
        const files = await gitData.changedFiles(repository, base, toSha)
        return json({
          url: `${repoPath}/compare/${from}...${to}`,
          status: behind.length ? (ahead.length ? 'diverged' : 'behind') : ahead.length ? 'ahead' : 'identical',
          ahead_by: ahead.length,
          behind_by: behind.length,
          total_commits: ahead.length,
          base_commit: await commitPart(fromSha),
          merge_base_commit: await commitPart(base),
          commits: await Promise.all(ahead.map(commitPart)),
          files: files.map((file) => ({
            sha: file.sha,
            filename: file.path,
            status: file.status,
            additions: 0,
            deletions: 0,
            changes: 0,
            blob_url: `https://github.com/${fullName}/blob/${toSha}/${file.path}`,
            raw_url: `https://github.com/${fullName}/raw/${toSha}/${file.path}`,
            contents_url: `${repoPath}/contents/${file.path}?ref=${toSha}`,
            ...(file.patch === undefined ? {} : { patch: file.patch }),
          })),
        } satisfies Part<Schemas['commit-comparison']>)
      }),
    ),

    http.get(
      `${repoPath}/pulls`,
      authorized(async ({ request }) => {
        const query = new URL(request.url).searchParams
        const state = query.get('state') ?? 'open'
        const head = query.get('head')
        const base = query.get('base')
        const listed = pulls.filter(
          (pull) =>
            (state === 'all' || pull.state === state) &&
            (!head || `${owner}:${pull.head}` === head) &&
            (!base || pull.base === base),
        )
        return json(await Promise.all(listed.map(pullPart)))
      }),
    ),
    http.post(
      `${repoPath}/pulls`,
      authorized(async ({ request }) => {
        const { title, body, head, base } = (await request.json()) as {
          title: string
          body?: string
          head: string
          base: string
        }
        const branch = revision(head)
        if (
          !(await gitData.resolve(repository, `refs/heads/${branch}`)) ||
          !(await gitData.resolve(repository, `refs/heads/${base}`))
        )
          return error(422, 'Validation Failed')
        if (pulls.some((pull) => pull.state === 'open' && pull.head === branch && pull.base === base))
          return error(422, `A pull request already exists for ${owner}:${branch}.`)
        const pull: PullRequest = {
          number: pulls.length + 1,
          title,
          body: body ?? null,
          head: branch,
          base,
          state: 'open',
          labels: [],
          merged_at: null,
          created_at: now(),
          updated_at: now(),
        }
        pulls.push(pull)
        return json(await pullPart(pull), 201)
      }),
    ),
    http.get(
      `${repoPath}/pulls/:number`,
      authorized(async ({ params }) => {
        const pull = findPull(String(params.number))
        return pull ? json(await pullPart(pull)) : error(404, 'Not Found')
      }),
    ),
    http.patch(
      `${repoPath}/pulls/:number`,
      authorized(async ({ params, request }) => {
        const pull = findPull(String(params.number))
        if (!pull) return error(404, 'Not Found')
        const { state, title, body } = (await request.json()) as Partial<PullRequest>
        Object.assign(pull, {
          ...(state ? { state } : {}),
          ...(title ? { title } : {}),
          ...(body ? { body } : {}),
          updated_at: now(),
        })
        return json(await pullPart(pull))
      }),
    ),
    http.get(
      `${repoPath}/pulls/:number/commits`,
      authorized(async ({ params }) => {
        const pull = findPull(String(params.number))
        if (!pull) return error(404, 'Not Found')
        const shas = (await gitData.readCommits(repository, ['--reverse', `${pull.base}..${pull.head}`])).map(
          ({ sha }) => sha,
        )
        return json(await Promise.all(shas.map(commitPart)))
      }),
    ),
    // Merging squashes, merges or rebases the head onto the base as one commit of the merged tree: what lands
    // on the base is the same for the three methods when the head is one change, as a draft is.
    http.put(
      `${repoPath}/pulls/:number/merge`,
      authorized(async ({ params, request }) => {
        const pull = findPull(String(params.number))
        if (!pull) return error(404, 'Not Found')
        if (pull.state !== 'open') return error(405, 'Pull Request is not mergeable')
        const { sha, commit_title, commit_message } = (await request.json()) as {
          sha?: string
          commit_title?: string
          commit_message?: string
        }
        const [headSha, baseSha] = await Promise.all([
          gitData.resolve(repository, `refs/heads/${pull.head}`),
          gitData.resolve(repository, `refs/heads/${pull.base}`),
        ])
        if (!headSha || !baseSha) return error(422, 'Validation Failed')
        if (sha && sha !== headSha) return error(409, 'Head branch was modified. Review and try the merge again.')
        const tree = await gitData.mergeTree(repository, baseSha, headSha)
        if (!tree) return error(405, 'Pull Request is not mergeable')
        const message = `${commit_title ?? `${pull.title} (#${pull.number})`}${commit_message ? `\n\n${commit_message}` : ''}`
        const merged = await gitData.writeCommit(repository, { tree, parents: [baseSha], message, author: EDITOR })
        await gitData.updateRef(repository, `refs/heads/${pull.base}`, merged, baseSha)
        Object.assign(pull, { state: 'closed', merged_at: now(), updated_at: now() })
        return json({
          sha: merged,
          merged: true,
          message: 'Pull Request successfully merged',
        } satisfies Part<Schemas['pull-request-merge-result']>)
      }),
    ),
    http.put(
      `${repoPath}/issues/:number/labels`,
      authorized(async ({ params, request }) => {
        const pull = findPull(String(params.number))
        if (!pull) return error(404, 'Not Found')
        const { labels } = (await request.json()) as { labels: (string | { name: string })[] }
        pull.labels = labels.map((label) => (typeof label === 'string' ? label : label.name))
        pull.updated_at = now()
        return json((await pullPart(pull)).labels)
      }),
    ),

    // Decap looks for the issue that holds a draft's notes when it publishes. The stand-in keeps pull requests but
    // no issues (the site's editor leaves notes off), so a search of this repository's issues finds none.
    http.get(
      `${API}/search/issues`,
      authorized(({ request }) => {
        const query = new URL(request.url).searchParams.get('q') ?? ''
        if (!query.split(' ').includes(`repo:${fullName}`)) return error(422, 'Validation Failed')
        return json({ total_count: 0, incomplete_results: false, items: [] } satisfies Part<{
          total_count: number
          incomplete_results: boolean
          items: Schemas['issue-search-result-item'][]
        }>)
      }),
    ),

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
    pullRequests: () => Promise.all(pulls.map(pullPart)),
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
