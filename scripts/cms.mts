// `npm run cms`: the browser editor on this machine, without GitHub. Builds the site, then runs Decap's local
// backend (decap-server, which reads and writes this working copy) and the local server (scripts/serve.mts)
// that serves the site and gives its editor that backend. Every publish rebuilds the site, so the local page
// shows it. Ctrl-C stops everything.
//
// PORT (8000) is the site's port, DECAP_SERVER_PORT (8081) decap-server's, CMS_REPOSITORY_DIR (this folder)
// the working copy decap-server writes to; `--no-build` serves the build already in public/ and does not
// rebuild (the browser tests edit a copy of the repository that way).
import { spawn, type ChildProcess } from 'node:child_process'
import { watch } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const projectRoot = process.cwd()
const sitePort = Number(process.env.PORT ?? 8000)
const backendPort = Number(process.env.DECAP_SERVER_PORT ?? 8081)
const repositoryDir = path.resolve(process.env.CMS_REPOSITORY_DIR ?? projectRoot)
const rebuilds = !process.argv.includes('--no-build')
const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js')

const children = new Set<ChildProcess>()

function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: 'inherit' })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

const finished = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))))

const build = () => finished(start('npx', ['gatsby', 'build'], { GATSBY_TELEMETRY_DISABLED: '1' }))

async function waitFor(url: string, options: RequestInit = {}) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const ready = await fetch(url, options).then(
      () => true,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within a minute`)
}

/** After an edit lands in content/ or locales/, one rebuild at a time, and one more if edits came meanwhile. */
function rebuildOnChange() {
  let running = false
  let again = false
  let timer: NodeJS.Timeout | undefined
  const rebuild = async () => {
    if (running) return void (again = true)
    running = true
    const code = await build()
    console.log(
      code === 0 ? `\nThe site is rebuilt: http://localhost:${sitePort}/\n` : '\nThe rebuild failed (above).\n',
    )
    running = false
    if (again) {
      again = false
      void rebuild()
    }
  }
  for (const folder of ['content', 'locales']) {
    watch(path.join(repositoryDir, folder), { recursive: true }, () => {
      clearTimeout(timer)
      timer = setTimeout(() => void rebuild(), 500)
    })
  }
}

function stop(exitCode = 0) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(exitCode)
}

async function main() {
  if (rebuilds && repositoryDir !== projectRoot) {
    throw new Error('CMS_REPOSITORY_DIR goes with --no-build: the site is built and rebuilt from this folder only.')
  }
  process.once('SIGINT', () => stop())
  process.once('SIGTERM', () => stop())
  if (rebuilds && (await build()) !== 0) throw new Error('The site did not build; fix the problems above first.')
  const apiUrl = `http://localhost:${backendPort}/api/v1`
  start('node', [decapServer], {
    PORT: String(backendPort),
    BIND_HOST: '127.0.0.1',
    MODE: 'fs',
    GIT_REPO_DIRECTORY: repositoryDir,
  })
  start('npx', ['tsx', 'scripts/serve.mts'], { PORT: String(sitePort), DECAP_LOCAL_BACKEND: apiUrl })
  await waitFor(apiUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' })
  await waitFor(`http://localhost:${sitePort}/admin/`)
  if (rebuilds) rebuildOnChange()
  console.log(
    [
      '',
      `Editor: http://localhost:${sitePort}/admin/  (log in, edit, publish: files change in ${repositoryDir})`,
      `Site:   http://localhost:${sitePort}/${rebuilds ? '  (rebuilt after each publish)' : ''}`,
      'Ctrl-C stops both.',
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  stop(1)
})
