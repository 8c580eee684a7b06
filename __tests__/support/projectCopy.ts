import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GENERATED_DIR } from '../../src/node/generatedDir'

/**
 * What a copy of the project needs to build, check and format itself, and to run `npm run cms`: the project
 * without its outputs and installed packages (a copy links node_modules).
 */
export const PROJECT_FILES = [
  'content',
  'locales',
  'src',
  'scripts',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'tsconfig.json',
  'package.json',
  'netlify.toml',
  '.gitignore',
  '.prettierrc.json',
  '.prettierignore',
]

/**
 * What this folder's last build left for the next one (Gatsby's .cache/ and public/, the project's generated/),
 * as Netlify restores it before a build (src/node/netlifyAdapter.ts). The editor's copies that build start from
 * it (repositoryCopy), as Netlify's next build does: a cold build costs a third more, and a change must show all
 * the same.
 */
export const LAST_BUILD = ['.cache', 'public', GENERATED_DIR]

type JsonEdit = (data: any) => void // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A copy of the project in a temporary folder, sharing its installed packages, for a test to change and build
 * whole. Paths are relative to the copy's root.
 */
export function projectCopy(prefix: string, { withLastBuild = false } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`))
  for (const file of PROJECT_FILES) cpSync(file, path.join(root, file), { recursive: true })
  if (withLastBuild) copyLastBuild(root)
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'))
  return copyAt(root)
}

const git = (root: string, args: string[]) => {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
  return result.stdout
}

/** This folder's last build, what there is of it, into `root`: a build there starts from its caches. */
function copyLastBuild(root: string) {
  for (const file of LAST_BUILD.filter((name) => existsSync(name)))
    cpSync(file, path.join(root, file), { recursive: true })
}

/**
 * This folder's installed packages in `root`, the project's and the editor workspace's, each linked from a
 * node_modules/ of the copy's own, so that the caches the quick loop keeps in node_modules/.cache/ (Prettier's,
 * ESLint's, tsc's) are the copy's: through a link to the whole folder, a copy's `npm run test:quick` wrote its
 * own paths over this folder's caches, and the next quick loop here started cold.
 */
function linkInstalledPackages(root: string) {
  for (const folder of ['node_modules', 'cms-packages/node_modules']) {
    mkdirSync(path.join(root, folder), { recursive: true })
    for (const entry of readdirSync(folder).filter((name) => name !== '.cache'))
      symlinkSync(path.resolve(folder, entry), path.join(root, folder, entry))
  }
}

/**
 * A copy of every file git tracks here (tests, configs and docs included), sharing the installed packages of
 * the project and of the editor's workspace, itself a git repository of one commit: `changedFiles` then names
 * exactly what a change wrote, whatever wrote it (a command as much as a hand).
 */
export function trackedCopy(prefix: string) {
  const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`))
  for (const file of git('.', ['ls-files', '-z']).split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    cpSync(file, path.join(root, file))
  }
  linkInstalledPackages(root)
  copyLastBuild(root)
  const author = ['-c', 'user.name=recipes', '-c', 'user.email=recipes@example.com']
  const commit = (message: string) => {
    git(root, ['add', '--all'])
    git(root, [...author, 'commit', '--quiet', '--allow-empty', '-m', message])
  }
  git(root, ['init', '--quiet'])
  commit('as copied')
  return {
    ...copyAt(root),
    /** The files changed, added or removed since the last commit, untracked ones one by one, sorted. */
    changedFiles: () =>
      git(root, ['status', '--porcelain', '--untracked-files=all', '-z'])
        .split('\0')
        .filter(Boolean)
        .map((line) => line.slice(3))
        .sort(),
    commit,
  }
}

function copyAt(root: string) {
  const file = (relative: string) => path.join(root, relative)
  return {
    root,
    file,
    write: (relative: string, text: string) => writeFileSync(file(relative), text),
    makeFolder: (relative: string) => mkdirSync(file(relative), { recursive: true }),
    remove: (relative: string) => rmSync(file(relative), { force: true }),
    editJson(relative: string, edit: JsonEdit) {
      const data = JSON.parse(readFileSync(file(relative), 'utf8'))
      edit(data)
      writeFileSync(file(relative), `${JSON.stringify(data, null, 2)}\n`)
    },
    /** Runs a command in the copy; its exit code and everything it printed, in words (Gatsby wraps its lines). */
    run(
      command: string,
      args: string[],
      env: Record<string, string | undefined> = process.env,
      { timeoutMs = 300_000 }: { timeoutMs?: number } = {},
    ) {
      const result = spawnSync(command, args, {
        cwd: root,
        encoding: 'utf8',
        env: { ...env, GATSBY_TELEMETRY_DISABLED: '1' },
        timeout: timeoutMs,
        maxBuffer: 64 * 1024 * 1024,
      })
      return { status: result.status, output: `${result.stdout}\n${result.stderr}`.replace(/\s+/g, ' ') }
    },
    cleanUp: () => rmSync(root, { recursive: true, force: true }),
  }
}

export type ProjectCopy = ReturnType<typeof projectCopy>
