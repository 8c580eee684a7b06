import { execFile } from 'node:child_process'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { DEFAULT_UI_LANGUAGE, isUiLanguage, type UiLanguage } from '../../lib/editor/uiLanguage'
import { answerHistory } from './historyFromGit'
import { isFromLocalSite, REFUSAL } from './localOrigin'

/**
 * Decap's local backend in git mode (decap-server, `MODE=git`) keeps each draft as a branch `cms/<collection>/
 * <slug>`; saving again rebases it onto the branch being edited, and Publish merges it there. When a file of
 * the draft has changed on that branch since the draft was made and the two changes overlap, decap-server
 * runs the rebase or the merge anyway: git stops half-way and leaves the working copy with conflict markers.
 * This guard stands in front of decap-server and refuses such a save or publish first, with a message the
 * editor shows; the draft and the branch stay as they were.
 *
 * It also mends one request: a draft of the Texts that changes one language only has no diff for the other
 * language's file, and Decap asks for that file with an empty `id`, which decap-server's validation refuses
 * (422), so the draft could not be opened again. In git mode decap-server reads the file by its path on the
 * draft branch and ignores the id: the path is given as the id.
 *
 * It answers the editor's questions about an entry's history too, which decap-server does not know, from git
 * (historyFromGit.ts).
 *
 * It answers the local site's editor only: a request from any other origin gets 403 and goes no further
 * (localOrigin.ts).
 */

const run = promisify(execFile)

export const draftBranch = (collection: string, slug: string) => `cms/${collection}/${slug}`

/** The files that `draft` changes in a way that conflicts with `branch` (none when it merges cleanly). */
export async function conflictingFiles(repositoryDir: string, branch: string, draft: string): Promise<string[]> {
  try {
    await run('git', ['merge-tree', '--write-tree', '--name-only', '--no-messages', branch, draft], {
      cwd: repositoryDir,
    })
    return []
  } catch (error) {
    // Exit code 1: conflicts. Its output is the merged tree's id, then one conflicting file per line.
    const { code, stdout } = error as { code?: number; stdout?: string }
    if (code !== 1 || stdout === undefined) throw error
    return stdout.trim().split('\n').slice(1)
  }
}

/** Why a draft cannot be published, in the editor's language, with what to do about it. */
export function conflictMessage(branch: string, files: string[], language: UiLanguage) {
  const named = files.join(', ')
  return language === 'ro'
    ? `${named} s-a schimbat pe ${branch} după ce a fost făcută această ciornă, chiar în locul pe care îl schimbă ` +
        'ea: ciorna nu poate fi publicată. Nu s-a schimbat nimic. Copiază ce ai scris, șterge ciorna și fă ' +
        'modificarea din nou.'
    : `${named} changed on ${branch} after this draft was made, in the same place: the draft cannot be ` +
        'published. Nothing was changed. Copy what you wrote, delete this draft, and make the change again.'
}

type Request = {
  action?: string
  params?: { branch?: string; collection?: string; slug?: string; id?: string; path?: string; paths?: unknown }
}
type PersistParams = { dataFiles?: { slug: string }[]; entry?: { slug: string }; options?: { collectionName?: string } }

/** The draft branch a request would rebase or merge, if any. */
function draftOf({ action, params }: Request): string | undefined {
  if (action === 'publishUnpublishedEntry' && params?.collection && params.slug) {
    return draftBranch(params.collection, params.slug)
  }
  if (action === 'persistEntry') {
    const persist = params as PersistParams
    const slug = persist.dataFiles?.[0]?.slug ?? persist.entry?.slug
    if (persist.options?.collectionName && slug) return draftBranch(persist.options.collectionName, slug)
  }
  return undefined
}

async function branchExists(repositoryDir: string, branch: string) {
  return run('git', ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`], { cwd: repositoryDir }).then(
    () => true,
    () => false,
  )
}

/** What decap-server reads of a request: its body's type, and the origin its CORS answers (and preflights). */
const FORWARDED_HEADERS = new Set([
  'content-type',
  'accept',
  'origin',
  'access-control-request-method',
  'access-control-request-headers',
])

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Answers the editor with `body` as JSON, readable by its origin, as decap-server answers it (the only origin that gets this far). */
function answerJson(request: IncomingMessage, response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': request.headers.origin ?? '*',
  })
  response.end(JSON.stringify(body))
}

/**
 * Runs `task` after every task handed in before it has settled. decap-server's git mode waits at most 3 s for
 * its lock (`withTimeout(new Mutex, 3e3)`) and then answers 500 "Unknown error"; on a busy machine the editor's
 * requests after a save (entries, media, the board) queue longer than that. Queued here, with no limit,
 * decap-server only ever gets one request at a time, and the merge check sees the branches as they are.
 */
function oneAtATime() {
  let queue: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task)
    queue = result.catch(() => undefined)
    return result
  }
}

/**
 * Serves on `port` (127.0.0.1; 0 for any free one) what decap-server at `backendUrl` serves to the editor at `origins`, refusing
 * a save or publish of a draft that conflicts with its branch (status 409, `{ error }`, which Decap shows in
 * its notification).
 */
export function startDraftMergeGuard(options: {
  port: number
  backendUrl: string
  repositoryDir: string
  origins: readonly string[]
}) {
  const serially = oneAtATime()
  const server = createServer(async (request, response) => {
    if (!isFromLocalSite(request.headers, options.origins)) {
      response.writeHead(REFUSAL.status, REFUSAL.headers).end(REFUSAL.body)
      return
    }
    const body = await readBody(request)
    await serially(() => answer(request, response, body))
  })
  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    received: Awaited<ReturnType<typeof readBody>>,
  ) {
    let body = received
    try {
      if (request.method === 'POST') {
        const parsed = JSON.parse(body.toString('utf8') || '{}') as Request
        const history = await answerHistory(options.repositoryDir, parsed)
        if (history !== undefined) return void answerJson(request, response, 200, history)
        if (parsed.action === 'unpublishedEntryDataFile' && parsed.params?.id === '') {
          body = Buffer.from(JSON.stringify({ ...parsed, params: { ...parsed.params, id: parsed.params.path } }))
        }
        const draft = draftOf(parsed)
        const branch = parsed.params?.branch
        if (draft && branch && (await branchExists(options.repositoryDir, draft))) {
          const files = await conflictingFiles(options.repositoryDir, branch, draft)
          if (files.length > 0) {
            // The editor's address for its local backend names the interface's language (localBackend.ts).
            const language = new URL(request.url ?? '/', 'http://localhost').searchParams.get('lang') ?? undefined
            const message = conflictMessage(branch, files, isUiLanguage(language) ? language : DEFAULT_UI_LANGUAGE)
            return void answerJson(request, response, 409, { error: message })
          }
        }
      }
      const backendAnswer = await fetch(new URL(request.url ?? '/', options.backendUrl), {
        method: request.method,
        headers: Object.entries(request.headers).flatMap(([name, value]) =>
          typeof value === 'string' && FORWARDED_HEADERS.has(name) ? [[name, value] as [string, string]] : [],
        ),
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
      })
      const headers = Object.fromEntries(
        [...backendAnswer.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      )
      response.writeHead(backendAnswer.status, headers)
      response.end(Buffer.from(await backendAnswer.arrayBuffer()))
    } catch (error) {
      response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }))
    }
  }
  return new Promise<{ url: string; stop: () => void }>((resolve) =>
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => void server.close() })
    }),
  )
}
