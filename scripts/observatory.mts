// `npm run observatory` (a stage of `npm test`, after the build): grades the built pages with the MDN HTTP
// Observatory's own scanner and grader (@mdn/mdn-http-observatory), reaching them as a visitor reaches the site
// on Netlify: served through Netlify's rules (scripts/serve.mts) over HTTPS, with a certificate made for this
// run and trusted by the scanner, and plain HTTP answering 301 to HTTPS. Prints each test's score, and fails
// when a page scores below its minimum: the pages (/, /en/) 135, the most a site that sets no cookies can get;
// the editor (/admin/) 120: its policy must allow inline styles, which Decap's interface writes at run time
// (docs/deploying.md), and its page carries no integrity hashes; a policy that allowed eval again would cost 10.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createPlainServer, request as forward } from 'node:http'
import { createServer as createSecureServer } from 'node:https'
import { createRequire } from 'node:module'
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PAGE_PATHS } from './pages.mts'
import { localhostCertificate, siteAnswering } from './startSite.mts'

const MINIMUM_SCORES: Record<string, number> = {
  ...Object.fromEntries(PAGE_PATHS.map((page) => [page, 135])),
  '/admin/': 120,
}
const REPORT = 'reports/observatory.json'

type TestResult = { result: string; scoreModifier: number; pass: boolean }
type ScanResult = { scan: { score: number; grade: string }; tests: Record<string, TestResult> }

const scannerRoot = path.dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'))

/**
 * The scanner reads two lists its install script downloads (HSTS preloads, top-level domains), which this
 * project skips (`allowScripts` in package.json): the machines that run it reach only the npm registry.
 * Empty lists change no score here: localhost is on neither.
 */
function giveScannerItsLists() {
  for (const [name, empty] of [
    ['hsts-preload.json', '{}'],
    ['tld-list.json', '[]'],
  ]) {
    try {
      writeFileSync(path.join(scannerRoot, 'conf', name), empty, { flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, 'localhost', () => resolve((server.address() as AddressInfo).port))
  })

async function freePort() {
  const probe = createTcpServer()
  const port = await listen(probe)
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * One port for both schemes, as the scanner asks for `http://<host>/` and `https://<host>/` of one host: TLS
 * (a handshake starts with byte 22) is answered with the site's responses, forwarded as they are (duplicate
 * headers included); plain HTTP with Netlify's 301 to the same URL over HTTPS.
 */
async function frontDoor(sitePort: number, certificate: { key: Buffer; cert: Buffer }) {
  const secure = createSecureServer(certificate, (request, response) => {
    const upstream = forward(
      { host: 'localhost', port: sitePort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.writeHead(502).end())
    request.pipe(upstream)
  })
  const plain = createPlainServer((request, response) => {
    response.writeHead(301, { location: `https://${request.headers.host}${request.url}` }).end()
  })
  const front = createTcpServer((socket) =>
    socket.once('data', (start) => {
      socket.pause()
      socket.unshift(start)
      ;(start[0] === 22 ? secure : plain).emit('connection', socket)
      process.nextTick(() => socket.resume())
    }),
  )
  return { front, port: await listen(front) }
}

/**
 * The Observatory's own scan of one page. Its scanner takes a host and scans `https://<host>/`; the port and
 * path are given as part of the host, as the scanner joins them into its URLs as they are. Run as its own
 * process: Node reads NODE_EXTRA_CA_CERTS (the certificate to trust) only when it starts.
 */
function scan(host: string, certFile: string): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const scanner = spawn(process.execPath, [path.join(scannerRoot, 'src', 'scan.js'), host], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    scanner.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    scanner.once('exit', () => {
      try {
        const result = JSON.parse(output) as ScanResult & { error?: string }
        if (result.error) throw new Error(result.error)
        resolve(result)
      } catch (error) {
        reject(new Error(`The scan of ${host} failed: ${error instanceof Error ? error.message : output}`))
      }
    })
  })
}

function printScan(page: string, { scan: { score, grade }, tests }: ScanResult) {
  console.log(`\n${page}: ${score} (${grade})`)
  for (const [name, test] of Object.entries(tests)) {
    const modifier = `${test.scoreModifier > 0 ? '+' : ''}${test.scoreModifier}`
    console.log(`  ${name.padEnd(30)} ${modifier.padStart(4)}  ${test.result}${test.pass ? '' : ' (fails)'}`)
  }
}

async function main() {
  giveScannerItsLists()
  const dir = mkdtempSync(path.join(tmpdir(), 'observatory-'))
  let stopSite: (() => void) | undefined
  let front: Server | undefined
  let failed = 0
  let passed = 0
  try {
    const files = localhostCertificate(dir)
    const certificate = { key: readFileSync(files.key), cert: readFileSync(files.cert), certFile: files.cert }
    const sitePort = await freePort()
    stopSite = await siteAnswering(sitePort)
    const door = await frontDoor(sitePort, certificate)
    front = door.front
    for (const [page, minimum] of Object.entries(MINIMUM_SCORES)) {
      try {
        const result = await scan(`localhost:${door.port}${page}`, certificate.certFile)
        printScan(page, result)
        const enough = result.scan.score >= minimum
        console.log(enough ? `  at least ${minimum}: passed` : `  below ${minimum}: FAILED`)
        if (enough) passed += 1
        else failed += 1
      } catch (error) {
        console.error(`\n${page}: ${error instanceof Error ? error.message : String(error)}`)
        failed += 1
      }
    }
  } finally {
    front?.close()
    stopSite?.()
    rmSync(dir, { recursive: true, force: true })
  }
  mkdirSync(path.dirname(REPORT), { recursive: true })
  writeFileSync(REPORT, JSON.stringify({ passed, failed }))
  // Ends here: the scanner's kept-alive connections would hold the front door open.
  process.exit(failed ? 1 : 0)
}

await main()
