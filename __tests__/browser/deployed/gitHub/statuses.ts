import { http } from 'msw'
import * as gitData from '../gitData'
import { error, json, now, userPart, type Context, type Part, type Schemas, type Status } from './context'

/** Commit statuses: the combined status of a commit, and a new status (as Netlify posts of a deploy). */
export function statusHandlers({ repository, repoPath, statuses, revision, authorized }: Context) {
  return [
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
  ]
}
