import { http, HttpResponse } from 'msw'
import * as gitData from '../gitData'
import { CORS, EDITOR, error, json, type Context, type Part, type Schemas } from './context'

/** GitHub's git database: blobs, trees, commits and refs, read from and written to the repository on disk. */
export function gitDatabaseHandlers({ repository, fullName, repoPath, authorized }: Context) {
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

  return [
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
  ]
}
