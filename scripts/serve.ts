// Serves public/ on localhost the way Netlify will: the rewrites and headers of netlify.toml and
// public/_headers, Netlify's pretty-URL redirect for folders, and compression. Only gzip: the budgets are
// stated in gzipped bytes (Netlify also serves brotli, which is smaller).
// `npm run serve` (after a build), `npm start` (build, then serve); the browser tests and the benchmark use it.
import { createServer, type ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { parse } from 'smol-toml'
import { headersFor, parseHeadersFile, redirectFor, type HeaderRule, type RedirectRule } from '../src/lib/netlifyRules'

const root = process.cwd()
const publicDir = path.join(root, 'public')

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
}
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg)/

async function loadRules() {
  const config = parse(await readFile(path.join(root, 'netlify.toml'), 'utf8')) as {
    headers?: HeaderRule[]
    redirects?: RedirectRule[]
  }
  const fromPublish = await readFile(path.join(publicDir, '_headers'), 'utf8').then(parseHeadersFile, () => [])
  return { headers: [...fromPublish, ...(config.headers ?? [])], redirects: config.redirects ?? [] }
}

const isFile = (file: string) =>
  stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
const isDirectory = (file: string) =>
  stat(file).then(
    (stats) => stats.isDirectory(),
    () => false,
  )

/** The file that answers a path as it stands, before any rewrite. */
async function fileFor(requestPath: string): Promise<string | null> {
  const file = path.join(publicDir, requestPath)
  if (!file.startsWith(publicDir)) return null
  if (requestPath.endsWith('/'))
    return (await isFile(path.join(file, 'index.html'))) ? path.join(file, 'index.html') : null
  return (await isFile(file)) ? file : null
}

const gzipped = new Map<Buffer, Buffer>()
/** Files are compressed once: the server should not compete with the browser for the CPU during measurements. */
const gzipOnce = (body: Buffer) => gzipped.get(body) ?? gzipped.set(body, gzipSync(body)).get(body)!

const files = new Map<string, Promise<Buffer>>()
const readOnce = (file: string) => files.get(file) ?? files.set(file, readFile(file)).get(file)!

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  acceptEncoding: string,
  method: string,
) {
  let payload = body
  if (COMPRESSIBLE.test(headers['content-type'] ?? '') && body.length > 1024) {
    if (/\bgzip\b/.test(acceptEncoding)) [payload, headers['content-encoding']] = [gzipOnce(body), 'gzip']
    headers.vary = 'Accept-Encoding'
  }
  response.writeHead(status, { ...headers, 'content-length': String(payload.length) })
  response.end(method === 'HEAD' ? undefined : payload)
}

async function serve(port: number) {
  const rules = await loadRules()
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const requestPath = decodeURIComponent(url.pathname)
    const headers = headersFor(requestPath, rules.headers)
    const encoding = String(request.headers['accept-encoding'] ?? '')
    const method = request.method ?? 'GET'
    try {
      let file = await fileFor(requestPath)
      if (!file && !requestPath.endsWith('/') && (await isDirectory(path.join(publicDir, requestPath)))) {
        response.writeHead(301, { ...headers, location: `${requestPath}/${url.search}` }).end()
        return
      }
      const rule = redirectFor(requestPath, rules.redirects, file !== null)
      if (rule && rule.status !== 200) {
        response.writeHead(rule.status, { ...headers, location: rule.to }).end()
        return
      }
      if (rule) file = await fileFor(rule.to)
      if (!file) {
        send(
          response,
          404,
          { ...headers, 'content-type': 'text/plain; charset=utf-8' },
          Buffer.from('Not found'),
          encoding,
          method,
        )
        return
      }
      headers['content-type'] = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'
      send(response, 200, headers, await readOnce(file), encoding, method)
    } catch (error) {
      console.error(error)
      response.writeHead(500).end()
    }
  })
  server.listen(port, () => console.log(`Serving public/ with netlify.toml's rules on http://localhost:${port}/`))
}

void serve(Number(process.env.PORT ?? 9000))
