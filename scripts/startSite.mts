import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { get } from 'node:https'
import { createRequire } from 'node:module'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { pathToFileURL } from 'node:url'

// Found from the project's root, where its commands and tests run (this module is also loaded as CommonJS by
// the test runners, so it has no import.meta): the server itself runs in `root`, which may hold a build only.
const serveScript = path.resolve('scripts/serve.mts')
/** tsx's loader, for `node --import`: one process, where npx and tsx's command would start three. */
export const TSX_LOADER = pathToFileURL(createRequire(path.resolve('package.json')).resolve('tsx')).href
// Ends a start that hangs: a start takes about half a second here, and many times that on a machine whose
// cores other jobs keep busy.
const STARTUP_MS = 60_000

type SiteOptions = {
  /**
   * The folder whose public/ and netlify.toml are served: this one by default; the benchmark serves another
   * build and its limit page with it, editMode.spec a Deploy Preview's build.
   */
  root?: string
  /** Over this process's environment: `DECAP_LOCAL_BACKEND` for `npm run cms`. */
  env?: Record<string, string>
  /** Where the server's own lines go; its errors always reach this process's stderr. */
  output?: 'ignore' | 'inherit'
  /** The files of a certificate for localhost: the site is then served over HTTP/2 and TLS (serve.mts). */
  tls?: { key: string; cert: string }
}

/**
 * A certificate for localhost, made with openssl into `folder`: for a site served over TLS (`tls` above), by a
 * browser told to take it (`--ignore-certificate-errors`) or a client trusting it.
 */
export function localhostCertificate(folder: string) {
  const tls = { key: path.join(folder, 'localhost-key.pem'), cert: path.join(folder, 'localhost-cert.pem') }
  const request = 'req -x509 -newkey rsa:2048 -nodes -days 7 -subj /CN=localhost -addext subjectAltName=DNS:localhost'
  const made = spawnSync('openssl', [...request.split(' '), '-keyout', tls.key, '-out', tls.cert], { encoding: 'utf8' })
  if (made.status !== 0) throw new Error(`openssl could not make a certificate for localhost: ${made.stderr}`)
  return tls
}

/**
 * Whether the page answers on `port` (over TLS, trusting `certificate`, when given one); a listener that accepts
 * and never answers counts as no.
 */
const answers = (port: number, certificate?: Buffer) =>
  certificate
    ? new Promise<boolean>((resolve) => {
        const request = get({ host: 'localhost', port, path: '/', ca: certificate, timeout: 5000 }, (response) => {
          response.resume()
          resolve(response.statusCode === 200)
        })
        request.on('timeout', () => request.destroy())
        request.on('error', () => resolve(false))
      })
    : fetch(`http://localhost:${port}/`, { signal: AbortSignal.timeout(5000) }).then(
        (response) => response.ok,
        () => false,
      )

/**
 * Starts scripts/serve.mts (public/ through Netlify's rules) on `port`, in a process of its own: `answering`
 * settles once the page answers, or fails if the server stops first (the port is taken, say) or never answers.
 * A port that already answers is refused, as a server left running there would be tested in this one's place.
 * `stop` can be called at any time, before the server answers too.
 */
export function startSite(port: number, { root = process.cwd(), env = {}, output = 'ignore', tls }: SiteOptions = {}) {
  const certificate = tls && readFileSync(tls.cert)
  let child: ChildProcess | undefined
  let stopped = false
  const stop = () => {
    stopped = true
    child?.kill('SIGTERM')
  }
  const answering = (async () => {
    if (await answers(port, certificate)) throw new Error(`Port ${port} is in use: stop the server there first`)
    if (stopped) return
    const server = spawn(process.execPath, ['--import', TSX_LOADER, serveScript], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), ...(tls && { TLS_KEY: tls.key, TLS_CERT: tls.cert }) },
      stdio: ['ignore', output, 'inherit'],
    })
    child = server
    for (const deadline = Date.now() + STARTUP_MS; Date.now() < deadline; await sleep(200)) {
      if (server.exitCode !== null || server.signalCode !== null)
        throw new Error(`The site server stopped (${server.exitCode ?? server.signalCode}); is port ${port} in use?`)
      if (await answers(port, certificate)) return
    }
    stop()
    throw new Error(`The site server did not answer on port ${port} within ${STARTUP_MS / 1000} s`)
  })()
  return { answering, stop }
}

/** Starts the site as `startSite` does and resolves, once it answers, with the function that stops it. */
export async function siteAnswering(port: number, options?: SiteOptions) {
  const { answering, stop } = startSite(port, options)
  await answering.catch((error: unknown) => {
    stop()
    throw error
  })
  return stop
}
