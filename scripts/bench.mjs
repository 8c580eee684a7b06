// `npm run bench`: the site against its limit, before and after, in one run. It builds this working tree
// (timed) and the `--before` ref (default `main`, in a temporary git worktree sharing this node_modules, or with
// its own install when its package-lock.json differs),
// serves both and the limit page (bench/limit-page/: the same first screen and two cards, hand-written, no
// JavaScript) on the same kind of server (scripts/serve.mts, Netlify's rules), and runs Lighthouse 12's mobile
// preset, round by round over all of them so that a busy moment of the machine touches each alike:
// simulated (score, total blocking time, bytes, requests) and with real CPU and network throttling (first and
// largest contentful paint, time to interactive). Prints the medians with each timing's ratio to the limit
// page's, and the goals, and the editor's first load (/admin/ until its log-in screen, gzipped) before and
// after; writes the figures to bench/latest.json.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { cp, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { measure } from './lighthouse/measure.mjs'
import { measureRealThrottling } from './lighthouse/realThrottling.mjs'
import { startServer } from './lighthouse/server.mjs'
import { formatNetlifyBuilds, measureNetlifyBuilds } from './bench/netlifyBuilds.mjs'
import { editorFirstLoad } from './bench/editorFirstLoad.mts'
import { chromium } from '@playwright/test'

/** Rounds of measurements (`--runs=1` for a quick look); the figures are their medians. */
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3)
const PAGES = ['/', '/en/']
const beforeRef = process.argv.find((arg) => arg.startsWith('--before='))?.slice('--before='.length) ?? 'main'

function run(/** @type {string} */ command, /** @type {string[]} */ args, cwd = process.cwd()) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
  }
}

/** Builds the site in `root`; the build's duration in seconds. */
function build(/** @type {string} */ root) {
  const started = performance.now()
  run('npx', ['gatsby', 'build'], root)
  return Math.round((performance.now() - started) / 100) / 10
}

const scratch = await mkdtemp(path.join(tmpdir(), 'bench-'))
const beforeRoot = path.join(scratch, 'before')
const limitRoot = path.join(scratch, 'limit')
/** @type {(() => void)[]} */
const stops = []
try {
  const buildSeconds = build(process.cwd())
  run('git', ['worktree', 'add', '--detach', beforeRoot, beforeRef])
  // Another lockfile is another set of packages (an older Decap, for one): the before gets its own.
  const sameLock = spawnSync('git', ['diff', '--quiet', beforeRef, '--', 'package-lock.json']).status === 0
  if (sameLock) await symlink(path.resolve('node_modules'), path.join(beforeRoot, 'node_modules'), 'dir')
  else run('npm', ['ci', '--no-audit', '--no-fund'], beforeRoot)
  const beforeBuildSeconds = build(beforeRoot)
  await cp('bench/limit-page', path.join(limitRoot, 'public'), { recursive: true })
  await cp('netlify.toml', path.join(limitRoot, 'netlify.toml'))

  const sites = [
    { name: 'limit', root: limitRoot, port: 9300, pages: ['/'] },
    { name: `before (${beforeRef})`, root: beforeRoot, port: 9301, pages: PAGES },
    { name: 'after', root: process.cwd(), port: 9302, pages: PAGES },
  ]
  for (const site of sites) stops.push(await startServer(site.port, site.root))
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: createRequire(import.meta.url)('./chromium-flags.json'),
  })
  /** @type {Record<string, number>} */
  const editorKb = {}
  for (const { name, port } of sites.slice(1)) {
    const { gzipBytes } = await editorFirstLoad(await browser.newPage(), `http://localhost:${port}/admin/`)
    editorKb[name] = Math.round(gzipBytes / 102.4) / 10
  }
  await browser.close()
  const targets = sites.flatMap(({ name, port, pages }) =>
    pages.map((page) => ({ name, page, url: `http://localhost:${port}${page}`, simulated: [], real: [] })),
  )
  for (let round = 1; round <= RUNS; round++) {
    console.log(`Round ${round} of ${RUNS}`)
    for (const target of targets) {
      target.simulated.push(await measure(target.url, 'mobile', 1))
      target.real.push(await measureRealThrottling(target.url, 1))
    }
  }
  const median = (/** @type {number[]} */ values) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
  const rows = targets.map(({ name, page, simulated, real }) => {
    const of = (/** @type {Record<string, number>[]} */ runs, /** @type {string} */ key) =>
      median(runs.map((figures) => figures[key]))
    return {
      site: name,
      page,
      performance: of(simulated, 'performance'),
      tbtMs: of(simulated, 'tbtMs'),
      fcpMs: of(real, 'fcpMs'),
      lcpMs: of(real, 'lcpMs'),
      ttiMs: of(real, 'ttiMs'),
      jsBytes: of(simulated, 'jsBytes'),
      totalBytes: of(simulated, 'totalBytes'),
      requests: of(simulated, 'requests'),
    }
  })
  const limit = rows[0]
  const benchmarkIndexes = targets.flatMap(({ real }) => real.map((timings) => timings.benchmarkIndex))
  const benchmarkIndex = {
    median: median(benchmarkIndexes),
    min: Math.min(...benchmarkIndexes),
    max: Math.max(...benchmarkIndexes),
  }
  const ratio = (/** @type {number} */ value, /** @type {number} */ of) => `${(value / of).toFixed(2)}x`
  const table = [
    ['', 'score', 'TBT ms', 'FCP ms (ratio)', 'LCP ms (ratio)', 'TTI ms (ratio)', 'JS gz KB', 'all KB', 'requests'],
    ...rows.map((row) => [
      `${row.site} ${row.page}`,
      String(row.performance),
      row.tbtMs.toFixed(0),
      `${row.fcpMs.toFixed(0)} (${ratio(row.fcpMs, limit.fcpMs)})`,
      `${row.lcpMs.toFixed(0)} (${ratio(row.lcpMs, limit.lcpMs)})`,
      `${row.ttiMs.toFixed(0)} (${ratio(row.ttiMs, limit.ttiMs)})`,
      (row.jsBytes / 1024).toFixed(1),
      (row.totalBytes / 1024).toFixed(1),
      String(row.requests),
    ]),
  ]
  const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)))
  console.log(
    `\nLighthouse 12 mobile, medians of ${RUNS}; score, TBT, bytes and requests simulated (slow 4G, 4x CPU),` +
      ` FCP, LCP and TTI with real throttling; ratios to the limit page of this run\n`,
  )
  for (const cells of table) console.log(cells.map((cell, column) => cell.padEnd(widths[column])).join('  '))
  // The same page reads slower on a slower machine: the limit page's own figures, and this, say how fast this one was.
  console.log(
    `\nThis machine: Lighthouse's BenchmarkIndex ${benchmarkIndex.median.toFixed(0)} (median of the real-throttling` +
      ` runs, ${benchmarkIndex.min.toFixed(0)} to ${benchmarkIndex.max.toFixed(0)}); Lighthouse warns that a machine` +
      ' below 1000 is slower than its 4x CPU slowdown assumes',
  )

  const goals = rows
    .filter(({ site }) => site === 'after')
    .flatMap((row) =>
      [
        [row.fcpMs <= 1.1 * limit.fcpMs, `FCP ${ratio(row.fcpMs, limit.fcpMs)} of the limit's, goal <= 1.10x`],
        [row.lcpMs <= 1.1 * limit.lcpMs, `LCP ${ratio(row.lcpMs, limit.lcpMs)} of the limit's, goal <= 1.10x`],
        [row.ttiMs <= 1500, `TTI ${row.ttiMs.toFixed(0)} ms, goal <= 1500 ms`],
        [row.performance === 100, `score ${row.performance}, goal 100`],
        [row.tbtMs <= 50, `TBT ${row.tbtMs.toFixed(0)} ms, goal <= 50 ms`],
        [row.jsBytes <= 95 * 1024, `JS ${(row.jsBytes / 1024).toFixed(1)} KB gzip, goal <= 95 KB`],
        [row.requests <= 12, `${row.requests} requests, goal <= 12`],
      ].map(([met, text]) => `  ${met ? 'met   ' : 'missed'} ${row.page}: ${text}`),
    )
  console.log(`\nGoals (after):\n${goals.join('\n')}`)
  console.log(`\nBuild time: ${buildSeconds} s (before: ${beforeBuildSeconds} s)`)
  console.log(
    `Editor's first load (/admin/ until its log-in screen, gzipped; limit 700 KB): ` +
      Object.entries(editorKb)
        .map(([site, kb]) => `${site} ${kb} KB`)
        .join(', '),
  )
  const latest = {
    date: new Date().toISOString(),
    runs: RUNS,
    before: beforeRef,
    buildSeconds,
    benchmarkIndex,
    editorKb,
    rows,
  }
  await writeFile('bench/latest.json', JSON.stringify(latest, null, 2) + '\n')
  console.log('Figures written to bench/latest.json')
} finally {
  for (const stop of stops) stop()
  spawnSync('git', ['worktree', 'remove', '--force', beforeRoot])
  await rm(scratch, { recursive: true, force: true })
}

// Cold and warm builds with Netlify's build runner, from the same run.
console.log(`\n${formatNetlifyBuilds(measureNetlifyBuilds())}`)
