// Cold and warm builds with Netlify's own build runner (@netlify/build, offline): two fresh clones of this
// repository's HEAD, built one after the other, that share nothing but Netlify's cache folder. The first
// starts cold; the second should find the Gatsby cache the first stored (src/node/netlifyAdapter.ts).
// Both are built at the same path, as Netlify builds every deploy in the same folder: webpack's hashes of the
// scripts depend on where the project lies, so clones in two folders would name their scripts differently.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PAGE_FILES } from '../pages.mts'

const RESTORED = "Restored Gatsby's cache"
/** webpack's content hashes (script names, the compilation hash), 20 hex digits. */
const WEBPACK_HASH = /\b[0-9a-f]{20}\b/g

/** Runs a command to its end; its output when it succeeds, else an error with that output. */
function run(command: string, args: string[], options: SpawnSyncOptions = {}): string {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout + result.stderr
}

/** Clones the repository into `folder`, builds it there with netlify-build, then moves it to `keepAs`. */
function cloneAndBuild(folder: string, cacheDir: string, keepAs: string) {
  run('git', ['clone', '--quiet', '--no-local', process.cwd(), folder])
  // Installing is not what is measured (Netlify installs before it builds): the clones use this copy's modules.
  symlinkSync(resolve('node_modules'), join(folder, 'node_modules'))
  const started = performance.now()
  const output = run(resolve('node_modules/.bin/netlify-build'), ['--offline', `--cacheDir=${cacheDir}`], {
    cwd: folder,
    env: { ...process.env, NETLIFY_CACHE_DIR: cacheDir, GATSBY_TELEMETRY_DISABLED: '1' },
  })
  const seconds = Math.round((performance.now() - started) / 100) / 10
  renameSync(folder, keepAs)
  return { seconds, output }
}

/**
 * Builds cold, then warm. Returns both times, whether the warm build restored Gatsby's cache, and which of
 * the built pages differ between the two builds (byte for byte).
 */
export type NetlifyBuilds = {
  coldSeconds: number
  warmSeconds: number
  coldRestored: boolean
  warmRestored: boolean
  differentPages: string[]
  differOnlyInHashes: boolean
}

export function measureNetlifyBuilds(): NetlifyBuilds {
  const root = mkdtempSync(join(tmpdir(), 'netlify-builds-'))
  try {
    const cacheDir = join(root, 'netlify-cache')
    const site = join(root, 'site')
    const cold = cloneAndBuild(site, cacheDir, join(root, 'cold'))
    const warm = cloneAndBuild(site, cacheDir, join(root, 'warm'))
    const [coldPages, warmPages] = ['cold', 'warm'].map((build) =>
      PAGE_FILES.map((page) => readFileSync(join(root, build, page), 'utf8')),
    )
    const differentPages = PAGE_FILES.filter((_, index) => coldPages[index] !== warmPages[index])
    // Whether what differs is only webpack's hashes: the same text once they are masked.
    const differOnlyInHashes = PAGE_FILES.every(
      (_, index) => coldPages[index].replace(WEBPACK_HASH, '#') === warmPages[index].replace(WEBPACK_HASH, '#'),
    )
    return {
      coldSeconds: cold.seconds,
      warmSeconds: warm.seconds,
      coldRestored: cold.output.includes(RESTORED),
      warmRestored: warm.output.includes(RESTORED),
      differentPages,
      differOnlyInHashes,
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** The lines `npm run bench` prints about the two builds, with the goal: warm at most half of cold. */
export function formatNetlifyBuilds({
  coldSeconds,
  warmSeconds,
  coldRestored,
  warmRestored,
  differentPages,
  differOnlyInHashes,
}: NetlifyBuilds) {
  const ratio = warmSeconds / coldSeconds
  return [
    "Netlify builds (netlify-build --offline, two fresh clones sharing only Netlify's cache folder):",
    `  cold: ${coldSeconds} s${coldRestored ? ' (found a cache: not cold!)' : ''}`,
    `  warm: ${warmSeconds} s, ${Math.round(ratio * 100)} % of cold${warmRestored ? ", Gatsby's cache restored" : ', NO cache restored'}`,
    `  goal warm <= half of cold: ${ratio <= 0.5 ? 'met' : 'missed'}`,
    `  pages byte for byte the same: ${differentPages.length ? `no, ${differentPages.join(' and ')} differ${differOnlyInHashes ? " only in webpack's hashes of the scripts" : ''}` : `yes (${PAGE_FILES.join(', ')})`}`,
  ].join('\n')
}
