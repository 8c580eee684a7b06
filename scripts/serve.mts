// Serves the built public/ on localhost through Netlify's own request pipeline (@netlify/dev: static files,
// netlify.toml's redirects through netlify-redirector, headers from netlify.toml and public/_headers), plus the
// compression Netlify's CDN adds. Files and _headers are read on every request, so a new build is served as
// soon as it is written. `npm run serve` (after a build), `npm start`; the browser tests and the Lighthouse
// runs use it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { Readable } from 'node:stream'
import { NetlifyDev } from '@netlify/dev'
import { parseAllRedirects } from '@netlify/redirect-parser'
import compression from 'compression'

const projectRoot = process.cwd()
const off = { enabled: false }

/**
 * @netlify/dev leaves out a `/* -> /index.html 200` rewrite on purpose: it expects a framework's dev server to
 * answer what no file answers. This site has no such server, so where netlify.toml declares that rule, a
 * request nothing else answered is served `/index.html`, as Netlify's CDN does.
 */
async function singlePageFallback(): Promise<string | null> {
  const { redirects } = await parseAllRedirects({
    redirectsFiles: [],
    netlifyConfigPath: path.join(projectRoot, 'netlify.toml'),
    configRedirects: [],
    minimal: true,
  })
  const isFallback = (rule: unknown) => {
    const { from, to, status } = rule as { from: string; to: string; status?: number }
    return from === '/*' && to === '/index.html' && status === 200
  }
  return redirects.some(isFallback) ? '/index.html' : null
}

async function handle(netlify: NetlifyDev, fallback: string | null, request: IncomingMessage) {
  const answer = await netlify.handleAndIntrospectNodeRequest(request)
  if (answer || !fallback || !['GET', 'HEAD'].includes(request.method ?? 'GET')) return answer?.response
  return netlify.handle(new Request(new URL(fallback, `http://${request.headers.host ?? 'localhost'}`)))
}

async function send(response: ServerResponse, answer: Response | undefined, method: string | undefined) {
  if (!answer) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
    return
  }
  response.writeHead(answer.status, Object.fromEntries(answer.headers))
  if (!answer.body || method === 'HEAD') {
    await answer.body?.cancel()
    response.end()
    return
  }
  Readable.fromWeb(answer.body as Parameters<typeof Readable.fromWeb>[0]).pipe(response)
}

async function serve(port: number) {
  const netlify = new NetlifyDev({
    projectRoot,
    skipGitignore: true,
    serverAddress: null,
    aiGateway: off,
    blobs: off,
    database: off,
    edgeFunctions: off,
    environmentVariables: off,
    functions: off,
    geolocation: off,
    images: off,
  })
  await netlify.start()
  const fallback = await singlePageFallback()
  // compression() is Connect middleware; its types ask for Express's request, but it needs only Node's.
  const compress = compression() as (request: IncomingMessage, response: ServerResponse, next: () => void) => void
  const server = createServer((request, response) =>
    compress(request, response, () =>
      handle(netlify, fallback, request)
        .then((answer) => send(response, answer, request.method))
        .catch((error: unknown) => {
          console.error(error)
          if (!response.headersSent) response.writeHead(500)
          response.end()
        }),
    ),
  )
  server.listen(port, () => console.log(`Serving public/ through Netlify's rules on http://localhost:${port}/`))
  const stop = () => server.close(() => void netlify.stop().then(() => process.exit(0)))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

void serve(Number(process.env.PORT ?? 9000))
