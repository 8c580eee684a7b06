import { http } from 'msw'
import * as gitData from '../gitData'
import { error, json, type Context, type Part, type Schemas } from './context'

/** Commits (a branch's, or a file's history), a file's contents at a commit, and the comparison of two commits. */
export function commitHandlers({ repository, fullName, repoPath, commitPart, revision, authorized }: Context) {
  return [
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
  ]
}
