import { http } from 'msw'
import * as gitData from '../gitData'
import { API, EDITOR, error, json, userPart, type Context, type Part, type Schemas } from './context'

/** The signed-in user, the editor's account, the repository with the editor's permissions, and its branches. */
export function repositoryHandlers({ repository, repoPath, repositoryFields, commitPart, authorized }: Context) {
  return [
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
  ]
}
