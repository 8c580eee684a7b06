// Serves the built public/ on localhost through Netlify's own request handlers, as its local engine
// (@netlify/dev) chains them: static files, netlify.toml's redirects through netlify-redirector, headers from
// netlify.toml and public/_headers; plus the compression Netlify's CDN adds. Files and _headers are read on
// every request, so a new build is served as soon as it is written. `npm run serve` (after a build), `npm
// start`; the browser tests and the Lighthouse runs use it. With DECAP_LOCAL_BACKEND (decap-server's API URL,
// set by `npm run cms`), the editor at /admin/ is given Decap's local backend: its config.yml names it, and its
// CSP lets it connect there.
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import path from 'node:path'
import { Readable } from 'node:stream'
import { HeadersHandler } from '@netlify/headers'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { RedirectsHandler } from '@netlify/redirects'
import { StaticHandler } from '@netlify/static'
import compression from 'compression'
import { allowConnectionsTo, withLocalBackend } from '../src/node/localEditor/localBackend'
import { EDITOR_CONFIG_FILES, type UiLanguage } from '../src/lib/editor/uiLanguage'

const projectRoot = process.cwd()
const PUBLISH_DIR = 'public'
const NETLIFY_CONFIG = path.join(projectRoot, 'netlify.toml')

type Rule = { from: string; to: string; status?: number }

async function redirectRules(): Promise<Rule[]> {
  const { redirects } = await parseAllRedirects({
    redirectsFiles: [],
    netlifyConfigPath: NETLIFY_CONFIG,
    configRedirects: [],
    minimal: true,
  })
  return redirects as Rule[]
}

/**
 * Netlify's local redirects handler leaves out a `/* -> /index.html 200` rewrite on purpose: it expects a
 * framework's dev server to answer what no file answers. This site has no such server, so where netlify.toml
 * declares that rule, a request nothing else answered is served `/index.html`, as Netlify's CDN does.
 */
const singlePageFallback = (rules: Rule[]) =>
  rules.some(({ from, to, status }) => from === '/*' && to === '/index.html' && status === 200) ? '/index.html' : null

/**
 * Netlify's local redirects handler serves the target of a 404 rewrite (`/admin/* -> /admin/404.html 404`)
 * with status 200; Netlify answers 404. The paths of those rules, as prefixes (`/admin/`) or exact paths.
 */
const notFoundPaths = (rules: Rule[]) =>
  rules.filter(({ status }) => status === 404).map(({ from }) => (from.endsWith('*') ? from.slice(0, -1) : from))

/** Whether public/ holds a file for `pathname` (itself, or the index.html of a folder): rules never shadow it. */
async function isPublishedFile(pathname: string) {
  const file = path.join(projectRoot, PUBLISH_DIR, decodeURIComponent(pathname))
  const candidates = pathname.endsWith('/') ? [path.join(file, 'index.html')] : [file, path.join(file, 'index.html')]
  const isFile = (candidate: string) =>
    stat(candidate).then(
      (stats) => stats.isFile(),
      () => false,
    )
  return (await Promise.all(candidates.map(isFile))).includes(true)
}

/** Netlify's answer to a request, or none; `redirect` when a rule of netlify.toml gave it. */
type Answer = { response: Response; type: 'redirect' | 'static' } | undefined

/**
 * @netlify/dev's chain of handlers with the three a static site uses, in its order: a redirect or rewrite rule
 * first (a file at the request's own path wins over a rule that is not forced), then the file itself; a file
 * gets the headers of its path, or of the rule's target when a rule served it. @netlify/dev itself would load
 * functions, edge functions, blobs, a database and an AI gateway on every start, which is most of its time.
 */
function netlifyPipeline() {
  const files = new StaticHandler({ directory: path.join(projectRoot, PUBLISH_DIR) })
  const headers = new HeadersHandler({
    configPath: NETLIFY_CONFIG,
    projectDir: projectRoot,
    publishDir: PUBLISH_DIR,
    logger: console,
  })
  const redirects = new RedirectsHandler({
    configPath: NETLIFY_CONFIG,
    configRedirects: [],
    jwtRoleClaim: '',
    jwtSecret: '',
    projectDir: projectRoot,
  })
  const fileWithHeaders = async (request: Request, headersOf: Request) => {
    const file = await files.match(request)
    return (
      file &&
      (async () => {
        const response = await file.handle()
        await headers.apply(headersOf, response)
        return response
      })
    )
  }
  return async (request: Request): Promise<Answer> => {
    const rule = await redirects.match(request)
    if (rule) {
      const target = new Request(rule.target)
      const response = await redirects.handle(request, rule, (file) => fileWithHeaders(file, target))
      if (response) return { response, type: 'redirect' }
    }
    const file = await fileWithHeaders(request, request)
    return file && { response: await file(), type: 'static' }
  }
}

type Netlify = ReturnType<typeof netlifyPipeline>

type NodeRequest = IncomingMessage | Http2ServerRequest
// HTTP/2's compatibility API answers with the methods of Node's HTTP/1 response that this server uses.
type NodeResponse = ServerResponse

/** The request's host: HTTP/2 names it in its `:authority` pseudo-header. */
const hostOf = (request: NodeRequest) => request.headers.host ?? request.headers[':authority'] ?? 'localhost'

/** A Node request as the Fetch API's, without its body: a static site answers none. */
function fetchRequest(request: NodeRequest) {
  const headers = new Headers()
  for (let index = 0; index < request.rawHeaders.length; index += 2)
    if (!request.rawHeaders[index].startsWith(':'))
      headers.append(request.rawHeaders[index], request.rawHeaders[index + 1])
  return new Request(new URL(request.url ?? '/', `http://${hostOf(request)}`), {
    method: request.method,
    headers,
  })
}

type Routing = { fallback: string | null; notFound: string[] }

async function handle(netlify: Netlify, { fallback, notFound }: Routing, request: NodeRequest) {
  const answer = await netlify(fetchRequest(request))
  if (answer?.type === 'redirect') {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const matches = notFound.some((prefix) =>
      prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix,
    )
    if (matches && !(await isPublishedFile(pathname))) {
      return new Response(answer.response.body, { status: 404, headers: answer.response.headers })
    }
  }
  if (answer || !fallback || !['GET', 'HEAD'].includes(request.method ?? 'GET')) return answer?.response
  return (await netlify(new Request(new URL(fallback, `http://${hostOf(request)}`))))?.response
}

const localBackend = process.env.DECAP_LOCAL_BACKEND
/** The interface's language of each of the editor's configuration files, by path. */
const EDITOR_CONFIGS = new Map(
  Object.entries(EDITOR_CONFIG_FILES).map(([language, file]) => [file, language as UiLanguage]),
)

/** The editor's answers as `npm run cms` needs them: each config.yml with the local backend, and a CSP allowing it. */
async function forLocalEditing(pathname: string, answer: Response | undefined, apiUrl: string) {
  if (!answer || !pathname.startsWith('/admin/')) return answer
  const headers = new Headers(answer.headers)
  const csp = headers.get('content-security-policy')
  if (csp) headers.set('content-security-policy', allowConnectionsTo(csp, new URL(apiUrl).origin))
  const language = EDITOR_CONFIGS.get(pathname)
  if (!language || answer.status !== 200) return new Response(answer.body, { status: answer.status, headers })
  for (const name of ['content-length', 'etag', 'last-modified']) headers.delete(name)
  headers.set('cache-control', 'no-store')
  return new Response(withLocalBackend(await answer.text(), apiUrl, language), { status: 200, headers })
}

async function answer(netlify: Netlify, routing: Routing, request: NodeRequest) {
  if (!localBackend) return handle(netlify, routing, request)
  const { pathname } = new URL(request.url ?? '/', 'http://localhost')
  // The file on disk is not what the editor gets: never answer "not modified" for it.
  if (EDITOR_CONFIGS.has(pathname))
    for (const name of ['if-none-match', 'if-modified-since']) delete request.headers[name]
  return forLocalEditing(pathname, await handle(netlify, routing, request), localBackend)
}

/** Headers of one HTTP/1.1 connection, which HTTP/2 forbids. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'])

async function send(response: NodeResponse, answer: Response | undefined, request: NodeRequest) {
  if (!answer) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
    return
  }
  const headers = [...answer.headers].filter(([name]) => request.httpVersionMajor < 2 || !CONNECTION_HEADERS.has(name))
  response.writeHead(answer.status, Object.fromEntries(headers))
  if (!answer.body || request.method === 'HEAD') {
    await answer.body?.cancel()
    response.end()
    return
  }
  Readable.fromWeb(answer.body as Parameters<typeof Readable.fromWeb>[0]).pipe(response)
}

/**
 * With TLS_KEY and TLS_CERT (the files of a certificate for localhost), HTTP/2 over TLS, as Netlify's CDN
 * answers a browser (HTTP/1.1 to a client that asks for it): a page's files then come over one connection, where
 * HTTP/1.1 gives a browser six at most, and a file asked for while six are busy waits a round trip more.
 * `npm run bench` serves so; the tests, plain HTTP.
 */
async function listener(handler: (request: NodeRequest, response: NodeResponse) => void) {
  const { TLS_KEY, TLS_CERT } = process.env
  if (!TLS_KEY || !TLS_CERT) return { server: createServer(handler), scheme: 'http' }
  const [key, cert] = await Promise.all([readFile(TLS_KEY), readFile(TLS_CERT)])
  const http2Handler = handler as unknown as (request: Http2ServerRequest, response: Http2ServerResponse) => void
  return { server: createSecureServer({ key, cert, allowHTTP1: true }, http2Handler), scheme: 'https' }
}

async function serve(port: number) {
  const netlify = netlifyPipeline()
  const rules = await redirectRules()
  const routing = { fallback: singlePageFallback(rules), notFound: notFoundPaths(rules) }
  // compression() is Connect middleware; its types ask for Express's request, but it needs only Node's (and
  // HTTP/2's compatibility API gives the same).
  const compress = compression() as (request: NodeRequest, response: NodeResponse, next: () => void) => void
  const { server, scheme } = await listener((request, response) =>
    compress(request, response, () =>
      answer(netlify, routing, request)
        .then((result) => send(response, result, request))
        .catch((error: unknown) => {
          console.error(error)
          if (!response.headersSent) response.writeHead(500)
          response.end()
        }),
    ),
  )
  server.listen(port, () => console.log(`Serving public/ through Netlify's rules on ${scheme}://localhost:${port}/`))
  const stop = () => server.close(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

void serve(Number(process.env.PORT ?? 9000))
