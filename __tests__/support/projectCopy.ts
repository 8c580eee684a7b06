import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GENERATED_DIR } from '../../src/node/generatedDir'

/**
 * What this folder's last build left for the next one (Gatsby's .cache/ and public/, the project's generated/),
 * as Netlify restores it before a build (src/node/netlifyAdapter.ts).
 */
export const LAST_BUILD = ['.cache', 'public', GENERATED_DIR]

type JsonEdit = (data: any) => void // eslint-disable-line @typescript-eslint/no-explicit-any

const git = (root: string, args: string[]) => {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`)
  return result.stdout
}

/** Who commits in a copy: its own git configuration, for the commands that commit there (decap-server). */
const COPY_AUTHOR = [
  ['user.name', 'Editor'],
  ['user.email', 'editor@example.com'],
]

/**
 * This folder's installed packages in `root`, the project's and the editor workspace's, each linked from a
 * node_modules/ of the copy's own, so that the caches the quick loop keeps in node_modules/.cache/ (Prettier's,
 * ESLint's, tsc's) are the copy's: through a link to the whole folder, a copy's `npm run test:quick` wrote its
 * own paths over this folder's caches, and the next quick loop here started cold. npm's link to a workspace
 * (`node_modules/cms-packages -> ../cms-packages`) is made again as it is, so that it is the copy's workspace.
 */
function linkInstalledPackages(root: string) {
  for (const folder of ['node_modules', 'cms-packages/node_modules']) {
    mkdirSync(path.join(root, folder), { recursive: true })
    for (const entry of readdirSync(folder).filter((name) => name !== '.cache')) {
      const installed = path.join(folder, entry)
      const workspace = lstatSync(installed).isSymbolicLink() && readlinkSync(installed)
      const linkTo = workspace && !path.isAbsolute(workspace) ? workspace : path.resolve(installed)
      symlinkSync(linkTo, path.join(root, folder, entry))
    }
  }
}

/**
 * A copy of the project in a temporary folder, for a test to change, build, edit or check whole: every file git
 * tracks here as this working tree holds it (tests, configuration and docs included), never a list of folders kept
 * by hand, which once left out cms-packages/ and so hid a Deploy Preview that no longer built. It is a git
 * repository of one commit on `main`, as Netlify's clone is, and links this folder's installed packages.
 *
 * It starts cold, as Netlify's first build, CI's and a newcomer's do. `withLastBuild` adds this folder's last
 * build (LAST_BUILD), for a copy that stands for a folder that has built before; whoever asks for it says why.
 * Paths are relative to the copy's root.
 */
export function projectCopy(prefix: string, { withLastBuild = false } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`))
  for (const file of git('.', ['ls-files', '-z']).split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    cpSync(file, path.join(root, file))
  }
  linkInstalledPackages(root)
  if (withLastBuild) {
    for (const file of LAST_BUILD.filter((name) => existsSync(name)))
      cpSync(file, path.join(root, file), { recursive: true })
  }
  git(root, ['init', '--quiet', '--initial-branch=main'])
  for (const [name, value] of COPY_AUTHOR) git(root, ['config', name, value])
  const commit = (message: string) => {
    git(root, ['add', '--all'])
    git(root, ['commit', '--quiet', '--allow-empty', '-m', message])
  }
  commit('The project as copied')
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
