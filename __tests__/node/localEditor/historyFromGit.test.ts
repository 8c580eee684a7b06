/** @jest-environment node */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { HISTORY_ACTIONS } from '../../../src/lib/editor/entryHistory'
import { answerHistory } from '../../../src/node/localEditor/historyFromGit'

// `npm run cms` answers the editor's history questions from git: the commits of the branch that changed an
// entry's files, newest first, and a file as one of them left it.

const run = promisify(execFile)
let repository: string

async function commit(file: string, text: string, message: string, author: string, date: string) {
  await mkdir(path.dirname(path.join(repository, file)), { recursive: true })
  await writeFile(path.join(repository, file), text)
  await run('git', ['add', '.'], { cwd: repository })
  await run('git', ['commit', '--quiet', '--message', message], {
    cwd: repository,
    env: { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.com', GIT_AUTHOR_DATE: date },
  })
  return (await run('git', ['rev-parse', 'HEAD'], { cwd: repository })).stdout.trim()
}

beforeAll(async () => {
  repository = await mkdtemp(path.join(tmpdir(), 'entry-history-'))
  await run('git', ['init', '--quiet', '--initial-branch=main'], { cwd: repository })
  await run('git', ['config', 'user.name', 'Editor'], { cwd: repository })
  await run('git', ['config', 'user.email', 'editor@example.com'], { cwd: repository })
})

afterAll(() => rm(repository, { recursive: true, force: true }))

const versions = (paths: unknown) =>
  answerHistory(repository, { action: HISTORY_ACTIONS.versions, params: { branch: 'main', paths } })
const fileAt = (sha: string, file: string) =>
  answerHistory(repository, { action: HISTORY_ACTIONS.fileAt, params: { branch: 'main', sha, path: file } })

test("lists the commits that changed any of the entry's files, newest first, and reads a file at each", async () => {
  const first = await commit(
    'locales/ro/translation.json',
    '{"home":"Acasă"}\n',
    'The site as it is',
    'Dev',
    '2026-01-01T10:00:00Z',
  )
  await commit('content/contact.json', '{}\n', 'Modifică Contact', 'Ana', '2026-01-02T10:00:00Z')
  const second = await commit(
    'locales/en/translation.json',
    '{"home":"Home"}\n',
    'Modifică Textele paginii',
    'Ana',
    '2026-01-03T10:00:00Z',
  )

  expect(await versions(['locales/ro/translation.json', 'locales/en/translation.json'])).toEqual([
    { sha: second, date: '2026-01-03T10:00:00+00:00', author: 'Ana', message: 'Modifică Textele paginii' },
    { sha: first, date: '2026-01-01T10:00:00+00:00', author: 'Dev', message: 'The site as it is' },
  ])
  expect(await fileAt(first, 'locales/ro/translation.json')).toEqual({ content: '{"home":"Acasă"}\n' })
  expect(await fileAt(first, 'locales/en/translation.json')).toEqual({ content: null })
})

test('answers no other question, and takes no option for a path or a commit', async () => {
  expect(await answerHistory(repository, { action: 'persistEntry', params: { branch: 'main' } })).toBeUndefined()
  expect(await versions(['--output=/tmp/x'])).toBeUndefined()
  await expect(fileAt('--output=/tmp/x', 'content/contact.json')).rejects.toThrow('Not a commit')
})
