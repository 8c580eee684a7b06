/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { get, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:http2'
import { createServer, type AddressInfo, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { localhostCertificate, siteAnswering } from '../../scripts/startSite.mts'

// scripts/startSite.mts, which every script and test that serves the built site starts it with: a port is
// never shared with a server left running, and a server that cannot start says so at once.

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, 'localhost', () => resolve((server.address() as AddressInfo).port)))

async function freePort() {
  const probe = createServer()
  const port = await listening(probe)
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Whether the page answers 200 on a connection of its own (a kept-alive one outlives the server's listening). */
const pageAnswers = (port: number) =>
  new Promise<boolean>((resolve) =>
    get({ host: 'localhost', port, path: '/', agent: false }, (response) => {
      response.resume()
      resolve(response.statusCode === 200)
    }).on('error', () => resolve(false)),
  )

/** The headers of the page at `path` over HTTP/1.1, as a browser asks (gzip accepted). */
const http1Headers = (port: number, pagePath: string) =>
  new Promise<IncomingHttpHeaders>((resolve, reject) =>
    get({ host: 'localhost', port, path: pagePath, headers: { 'accept-encoding': 'gzip' } }, (response) => {
      response.resume()
      resolve({ ...response.headers, ':status': String(response.statusCode) })
    }).on('error', reject),
  )

/** The same over HTTP/2 and TLS, trusting `certificate`. */
const http2Headers = (port: number, pagePath: string, certificate: Buffer) =>
  new Promise<IncomingHttpHeaders>((resolve, reject) => {
    const client = connect(`https://localhost:${port}`, { ca: certificate }).on('error', reject)
    const request = client.request({ ':path': pagePath, 'accept-encoding': 'gzip' }).on('error', reject)
    request.on('response', (headers) => {
      request.resume()
      request.on('end', () => client.close(() => resolve({ ...headers, ':status': String(headers[':status']) })))
    })
  })

/** What varies between two answers of one file, and what only HTTP/1.1 has. */
const ANSWER_OWN = ['date', 'age', 'connection', 'keep-alive', 'transfer-encoding']
const comparable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !ANSWER_OWN.includes(name)))

describe('the site server', () => {
  it('serves the built page, refuses a second server on its port, and stops', async () => {
    const port = await freePort()
    const stop = await siteAnswering(port)
    try {
      const second = await siteAnswering(port).then(
        (stopSecond) => void stopSecond(),
        (error: Error) => error.message,
      )
      expect(second).toBe(`Port ${port} is in use: stop the server there first`)
      expect(await pageAnswers(port)).toBe(true)
    } finally {
      stop()
    }
    // The server stops listening at once, and exits once its connections have ended.
    for (const deadline = Date.now() + 10_000; (await pageAnswers(port)) && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await pageAnswers(port)).toBe(false)
  }, 180_000)

  // `npm run bench` serves so, as Netlify's CDN answers a browser.
  it('given a certificate, answers HTTP/2 over TLS with the headers it gives over HTTP/1.1', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'site-tls-'))
    const stops: (() => void)[] = []
    try {
      const tls = localhostCertificate(folder)
      const plainPort = await freePort()
      stops.push(await siteAnswering(plainPort))
      const tlsPort = await freePort()
      stops.push(await siteAnswering(tlsPort, { tls }))
      for (const pagePath of ['/', '/en/', '/nowhere/']) {
        const overHttp2 = await http2Headers(tlsPort, pagePath, readFileSync(tls.cert))
        expect(comparable(overHttp2)).toEqual(comparable(await http1Headers(plainPort, pagePath)))
      }
    } finally {
      for (const stop of stops) stop()
      await rm(folder, { recursive: true, force: true })
    }
  }, 180_000)

  it('fails naming the port when something that never answers holds it', async () => {
    const silent = createServer()
    const port = await listening(silent)
    try {
      await expect(siteAnswering(port)).rejects.toThrow(`The site server stopped (1); is port ${port} in use?`)
    } finally {
      silent.close()
    }
  }, 180_000)
})
