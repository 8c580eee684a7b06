import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createPlainServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createSecureServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable, type Duplex } from 'node:stream'
import { getResponse, type RequestHandler } from 'msw'

/**
 * A proxy that answers https://api.github.com and https://api.netlify.com with `handlers`, as every browser
 * reaches them: Firefox over WebDriver BiDi and WebKitGTK over WebDriver have no request interception, and
 * Chromium's headless shell lets a pop-up's redirected request past Playwright's routes.
 * `handlers` is read at each request: a test may replace what it holds.
 * The browser opens a tunnel (CONNECT) to either host; the proxy ends TLS itself with a certificate made for
 * both, which the browser is told to accept (acceptInsecureCerts), and answers each request as the stand-ins do.
 * Tunnels to any other host are refused: the site is on localhost, which browsers reach without a proxy.
 */

const HOSTS = ['api.github.com', 'api.netlify.com']

function certificateFor(hosts: string[]) {
  const folder = mkdtempSync(path.join(tmpdir(), 'proxy-certificate-'))
  try {
    const [key, cert] = [path.join(folder, 'key.pem'), path.join(folder, 'cert.pem')]
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${hosts[0]}`]
        .concat(['-addext', `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(',')}`])
        .concat(['-keyout', key, '-out', cert]),
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

async function answer(handlers: RequestHandler[], incoming: IncomingMessage, outgoing: ServerResponse) {
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const method = incoming.method ?? 'GET'
  const headers = Object.entries(incoming.headers).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, [value].flat().join(', ')] as [string, string]],
  )
  const request = new Request(`https://${incoming.headers.host}${incoming.url}`, {
    method,
    headers,
    body: ['GET', 'HEAD'].includes(method) ? undefined : Buffer.concat(chunks),
  })
  const response = await getResponse(handlers, request)
  if (!response) {
    outgoing.writeHead(502).end()
    return
  }
  outgoing.writeHead(response.status, Object.fromEntries(response.headers))
  if (!response.body) return outgoing.end()
  Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]).pipe(outgoing)
}

/** Starts the proxy on `port` of 127.0.0.1 (0: a free one); answers its port and a function that stops it. */
export async function startInterceptingProxy(handlers: RequestHandler[], port = 0) {
  const certificate = certificateFor(HOSTS)
  const secure = createSecureServer(certificate, (incoming, outgoing) => {
    answer(handlers, incoming, outgoing).catch(() => outgoing.writeHead(500).end())
  })
  const proxy = createPlainServer((_, outgoing) => outgoing.writeHead(405).end())
  // A browser that is still open keeps its tunnels open, and the proxy cannot close while one is.
  const tunnels = new Set<Duplex>()
  proxy.on('connect', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    tunnels.add(socket)
    socket.once('close', () => tunnels.delete(socket))
    const host = (request.url ?? '').split(':')[0]
    if (!HOSTS.includes(host)) {
      socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
      return
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n', () => {
      // What the browser sent after its CONNECT, without waiting for the answer, is the start of its handshake.
      if (head.length) socket.unshift(head)
      secure.emit('connection', socket)
    })
  })
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve))
  return {
    port: (proxy.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const tunnel of tunnels) tunnel.destroy()
        proxy.closeAllConnections()
        secure.closeAllConnections()
        proxy.close(() => resolve())
      }),
  }
}
