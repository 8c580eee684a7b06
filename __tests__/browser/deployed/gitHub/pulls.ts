import { http } from 'msw'
import * as gitData from '../gitData'
import {
  API,
  EDITOR,
  error,
  json,
  now,
  userPart,
  type Context,
  type Part,
  type PullRequest,
  type Schemas,
} from './context'

/** How the stand-in in `context` answers a pull request: with its branches' heads as they are now. */
export const pullPartOf =
  ({ repository, fullName, owner, repoPath, repositoryPart }: Context) =>
  async (pull: PullRequest): Promise<Part<Schemas['pull-request']>> => {
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

/** Pull requests: listed, opened, read, edited, their commits, their merge and labels; and the search of issues. */
export function pullHandlers(context: Context) {
  const { repository, fullName, owner, repoPath, pulls, commitPart, revision, authorized } = context
  const pullPart = pullPartOf(context)
  const findPull = (number: string) => pulls.find((pull) => pull.number === Number(number))

  return [
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
  ]
}
