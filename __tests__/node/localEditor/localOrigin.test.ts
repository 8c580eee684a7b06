/** @jest-environment node */
import { execFile } from 'node:child_process'
import { createServer } from 'node:http'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { startDecapServer } from '../../../src/node/localEditor/decapServer'
import { startDraftMergeGuard } from '../../../src/node/localEditor/draftMerge'
import { localSiteOrigins } from '../../../src/node/localEditor/localOrigin'

// `npm run cms`: the draft-merge guard, and decap-server behind it, answer the local site's editor only.

const SITE_PORT = 8000
const [SITE] = localSiteOrigins(SITE_PORT)
const ELSEWHERE = 'https://elsewhere.example'
const run = promisify(execFile)

const info = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ action: 'info' }),
  })

/** A backend that counts the requests that reach it. */
async function countingBackend() {
  const reached: string[] = []
  const server = createServer((request, response) => {
    reached.push(`${request.method} ${request.url}`)
    response.end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, reached, stop: () => void server.close() }
}

let repository: string
beforeAll(async () => {
  repository = await mkdtemp(path.join(tmpdir(), 'local-origin-'))
  await run('git', ['init', '--quiet', '--initial-branch=main'], { cwd: repository })
  await writeFile(path.join(repository, 'README.md'), 'x\n')
  await run('git', ['add', '.'], { cwd: repository })
  await run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '-m', 'x'], {
    cwd: repository,
  })
})
afterAll(() => rm(repository, { recursive: true, force: true }))

/** Runs `check` against a guard for the local site in front of a counting backend; stops both. */
async function withGuard(check: (guard: { url: string }, backend: { reached: string[] }) => Promise<void>) {
  const backend = await countingBackend()
  const guard = await startDraftMergeGuard({
    port: 0,
    backendUrl: backend.url,
    repositoryDir: repository,
    origins: localSiteOrigins(SITE_PORT),
  })
  try {
    await check(guard, backend)
  } finally {
    guard.stop()
    backend.stop()
  }
}

describe('the draft-merge guard', () => {
  it("forwards the local site's requests, and those of programs on this machine", async () => {
    await withGuard(async (guard, backend) => {
      expect((await info(guard.url, { origin: SITE })).status).toBe(200)
      expect((await info(guard.url, { origin: `http://127.0.0.1:${SITE_PORT}` })).status).toBe(200)
      expect((await info(guard.url)).status).toBe(200)
      expect(backend.reached).toHaveLength(3)
    })
  })

  it('answers 403 to any other origin, a preflight and a page without Origin too, and forwards none of them', async () => {
    await withGuard(async (guard, backend) => {
      for (const origin of [ELSEWHERE, 'http://localhost:3000', 'null']) {
        const answer = await info(guard.url, { origin })
        expect(answer.status).toBe(403)
        expect(answer.headers.get('access-control-allow-origin')).toBeNull()
      }
      const preflight = await fetch(`${guard.url}/api/v1`, {
        method: 'OPTIONS',
        headers: { origin: ELSEWHERE, 'access-control-request-method': 'POST' },
      })
      expect(preflight.status).toBe(403)
      const fromPage = await fetch(`${guard.url}/api/v1`, { headers: { 'sec-fetch-site': 'cross-site' } })
      expect(fromPage.status).toBe(403)
      expect(backend.reached).toEqual([])
    })
  })
})

describe('decap-server behind the guard', () => {
  it("answers the local site's editor, and 403 to any other origin on its own port", async () => {
    const decapServer = await startDecapServer({ repositoryDir: repository, origins: localSiteOrigins(SITE_PORT) })
    try {
      const answer = await info(decapServer.url, { origin: SITE })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('access-control-allow-origin')).toBe(SITE)
      expect(await answer.json()).toMatchObject({ type: 'local_git' })
      for (const origin of [ELSEWHERE, 'http://localhost:3000']) {
        expect((await info(decapServer.url, { origin })).status).toBe(403)
      }
    } finally {
      decapServer.stop()
    }
  })

  it('answers every request asked for at once, however long the ones before it take', async () => {
    const decapServer = await startDecapServer({ repositoryDir: repository, origins: localSiteOrigins(SITE_PORT) })
    const getEntry = () =>
      fetch(`${decapServer.url}/api/v1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE },
        body: JSON.stringify({ action: 'getEntry', params: { branch: 'main', path: 'README.md' } }),
      }).then((answer) => answer.status)
    try {
      // decap-server gives a request 3 s to wait for the git work before it: the batches grow until the last
      // request of one has waited longer than that, whatever this machine's speed. Each batch is sized on the
      // pace of the one before, to last about 5 s, and is at least twice as large.
      for (let count = 25; ;) {
        const startedAt = Date.now()
        const statuses = await Promise.all(Array.from({ length: count }, getEntry))
        const took = Date.now() - startedAt
        expect({ count, statuses: [...new Set(statuses)] }).toEqual({ count, statuses: [200] })
        if (took > 4000) break
        count = Math.max(2 * count, Math.ceil((5000 * count) / Math.max(took, 1)))
      }
    } finally {
      decapServer.stop()
    }
  })
})
