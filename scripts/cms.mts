// `npm run cms`: the browser editor on this machine, without GitHub, with the deployed editor's workflow.
// Builds the site, then runs Decap's local backend in its git mode (decap-server, on this repository's git: a
// draft is a local branch `cms/<collection>/<entry>`, Publish merges it into the branch checked out) and the
// local server (scripts/serve.mts) that serves the site and gives its editor that backend. Each publish
// rebuilds the site, so the local page shows it. Ctrl-C stops everything. The backend answers the local
// site's editor only (src/node/localEditor/localOrigin.ts).
//
// The site is built as Netlify's local context (`CONTEXT=dev`), with the page's edit mode: a click on a text opens
// the editor at its field (src/editMode/).
// PORT (8000) is the site's port, DECAP_SERVER_PORT (8081) the backend's, CMS_REPOSITORY_DIR (this folder)
// the repository it works on; `--no-build` starts on the build already in public/. A publish rebuilds the site
// only when the repository edited is this folder: one elsewhere (the browser tests edit copies that way) does
// not change what this folder builds.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { startDecapServer } from '../src/node/localEditor/decapServer'
import { startDraftMergeGuard } from '../src/node/localEditor/draftMerge'
import { localSiteOrigins } from '../src/node/localEditor/localOrigin'
import { startSite } from './startSite.mts'

const projectRoot = process.cwd()
const sitePort = Number(process.env.PORT ?? 8000)
const backendPort = Number(process.env.DECAP_SERVER_PORT ?? 8081)
const repositoryDir = path.resolve(process.env.CMS_REPOSITORY_DIR ?? projectRoot)
const buildsFirst = !process.argv.includes('--no-build')
const rebuildsAfterPublish = repositoryDir === projectRoot

const children = new Set<ChildProcess>()
const stoppers: (() => void)[] = []
const git = async (...args: string[]) => (await promisify(execFile)('git', args, { cwd: repositoryDir })).stdout.trim()

function start(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: 'inherit' })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

const finished = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))))

// Netlify's context for a local build, `dev`: the page then has its edit mode (src/node/buildMode.ts), whose
// links open this editor at a field.
const build = () => finished(start('npx', ['gatsby', 'build'], { GATSBY_TELEMETRY_DISABLED: '1', CONTEXT: 'dev' }))

async function waitFor(url: string, options: RequestInit = {}) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const ready = await fetch(url, options).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within a minute`)
}

/**
 * The branch decap-server publishes to: the one checked out, in a working copy with nothing uncommitted, as
 * decap-server commits every file git does not ignore (`git add .`) into the draft being saved.
 */
async function publishingBranch() {
  const branch = await git('branch', '--show-current').catch(() => '')
  if (!branch) throw new Error(`${repositoryDir} is not a git repository with a branch checked out.`)
  const changes = await git('status', '--porcelain')
  if (changes) {
    throw new Error(
      `The working copy has uncommitted changes, which the editor would commit into its drafts:\n${changes}\n` +
        'Commit or stash them first.',
    )
  }
  return branch
}

/** After each publish (a new commit on `branch`), one rebuild at a time, and one more if commits came meanwhile. */
function rebuildOnPublish(branch: string) {
  let running = false
  let again = false
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
  let published = ''
  const timer = setInterval(async () => {
    const commit = await git('rev-parse', `refs/heads/${branch}`)
    if (published && commit !== published) void rebuild()
    published = commit
  }, 1000)
  stoppers.push(() => clearInterval(timer))
}

function stop(exitCode = 0) {
  for (const stopper of stoppers) stopper()
  for (const child of children) child.kill('SIGTERM')
  process.exit(exitCode)
}

/** decap-server on the repository, behind the guard of its publishes, once its API answers. */
async function startBackend(apiUrl: string) {
  const origins = localSiteOrigins(sitePort)
  const decapServer = await startDecapServer({ repositoryDir, origins })
  stoppers.push(decapServer.stop)
  const guard = await startDraftMergeGuard({ port: backendPort, backendUrl: decapServer.url, repositoryDir, origins })
  stoppers.push(guard.stop)
  await waitFor(apiUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' })
}

async function main() {
  if (buildsFirst && !rebuildsAfterPublish) {
    throw new Error('CMS_REPOSITORY_DIR goes with --no-build: the site is built and rebuilt from this folder only.')
  }
  process.once('SIGINT', () => stop())
  process.once('SIGTERM', () => stop())
  const branch = await publishingBranch()
  if (buildsFirst && (await build()) !== 0) throw new Error('The site did not build; fix the problems above first.')
  const apiUrl = `http://localhost:${backendPort}/api/v1`
  // The local server starts first: it takes the longest, and needs the backend only once the editor asks.
  const site = startSite(sitePort, { env: { DECAP_LOCAL_BACKEND: apiUrl }, output: 'inherit' })
  stoppers.push(site.stop)
  await Promise.all([site.answering, startBackend(apiUrl)])
  if (rebuildsAfterPublish) rebuildOnPublish(branch)
  console.log(
    [
      '',
      `Editor: http://localhost:${sitePort}/admin/  (drafts are branches cms/...; Publish merges into ${branch})`,
      `Site:   http://localhost:${sitePort}/${rebuildsAfterPublish ? '  (rebuilt after each publish)' : ''}`,
      'Ctrl-C stops both.',
      '',
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  stop(1)
})
