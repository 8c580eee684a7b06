import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { finished } from 'node:stream'
import { isFromLocalSite, REFUSAL } from './localOrigin'

/**
 * decap-server, Decap's local backend, in its git mode: its own middlewares (`decap-server/dist/middlewares`)
 * on an express app of ours, instead of its command. As shipped, that command answers every origin on
 * localhost, and its `ORIGIN` setting only chooses the CORS header it sends: a request from anywhere still
 * reaches the repository. Here a request from another origin gets 403 before any of decap-server's code runs.
 *
 * decap-server runs one git operation at a time, and answers 500 ("Request timed out") to a request that waited
 * more than 3 s for the ones before it. Opening an entry asks for several at once (the entry, then each
 * language's file), so on a busy machine an editor saw an entry fail to open. Here the requests queue before
 * they reach it: each waits its turn, however long, and decap-server never waits.
 */

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** Lets one request at a time through to `next`; the next goes once the one before has been answered. */
function oneAtATime(): Handler {
  let turn = Promise.resolve()
  return (_request, response, next) => {
    turn = turn.then(
      () =>
        new Promise<void>((answered) => {
          finished(response, () => answered())
          next()
        }),
    )
  }
}

type App = { use(handler: Handler): void; listen(port: number, host: string, ready: () => void): Server }

/**
 * Starts decap-server on `repositoryDir` (127.0.0.1, a free port), answering `origins` only. Resolves with its
 * address and a function that stops it. Its packages load here, not on import: `npm run cms` starts its other
 * server meanwhile.
 */
export async function startDecapServer(options: { repositoryDir: string; origins: readonly string[] }) {
  const fromDecapServer = createRequire(createRequire(__filename).resolve('decap-server/package.json'))
  const express = fromDecapServer('express') as () => App
  const { registerLocalGit } = fromDecapServer('./dist/middlewares') as {
    registerLocalGit(app: App): Promise<void>
  }
  const app = express()
  app.use((request, response, next) => {
    if (isFromLocalSite(request.headers, options.origins)) return next()
    response.writeHead(REFUSAL.status, REFUSAL.headers).end(REFUSAL.body)
  })
  app.use(oneAtATime())
  // decap-server reads the repository's folder from its environment when its middlewares are registered.
  process.env.GIT_REPO_DIRECTORY = options.repositoryDir
  await registerLocalGit(app)
  const server = await new Promise<Server>((resolve) => {
    const listening: Server = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, stop: () => void server.close() }
}
