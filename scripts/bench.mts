// `npm run bench`: the site against its limit, before and after, in one run. It builds this working tree (timed) and
// the `--before` ref (default `main`, in a temporary git worktree sharing this node_modules, or with its own install
// when its package-lock.json differs), serves both, the limit page (bench/limit-page/: the same first screen and two
// cards, hand-written, no JavaScript), the React floor (the limit page hydrated by React 18 alone,
// bench/reactFloor.mts) and this working tree's build without its scripts (bench/siteWithoutScripts.mts) on the same
// kind of server (scripts/serve.mts, Netlify's rules, over HTTP/2 and TLS as Netlify's CDN answers, with a certificate
// made for the run), and runs Lighthouse 12's mobile preset, round by round over all of them so that a busy moment of
// the machine touches each alike: simulated (score, total blocking time, bytes, requests) and with real CPU and network
// throttling (first and largest contentful paint, time to interactive), the CPU slowed as Lighthouse's calculator says
// for this machine, calibrated at the start of each round. Prints the medians with each timing's ratio to the limit
// page's, the BenchmarkIndex and slowdown used, the goals, a tap's duration at moments of the load
// (bench/tapsDuringLoad.mts), and the editor's first load (/admin/ until its log-in screen, gzipped) before and after;
// writes the figures to bench/latest.json.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { cp, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { editorFirstLoad } from './bench/editorFirstLoad.mts'
import { formatNetlifyBuilds, measureNetlifyBuilds } from './bench/netlifyBuilds.mts'
import { writeReactFloor } from './bench/reactFloor.mts'
import { writeSiteWithoutScripts } from './bench/siteWithoutScripts.mts'
import { formatTaps } from './bench/tapGoal.mts'
import { measureTaps } from './bench/tapsDuringLoad.mts'
import { measure, type Figures } from './lighthouse/measure.mts'
import { median } from './lighthouse/median.mts'
import { calibrate, measureRealThrottling, type Calibration, type RealTimings } from './lighthouse/realThrottling.mts'
import { localhostCertificate, siteAnswering } from './startSite.mts'
import { PAGE_PATHS } from './pages.mts'

/** Rounds of measurements (`--runs=1` for a quick look); the figures are their medians. */
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3)
const beforeRef = process.argv.find((arg) => arg.startsWith('--before='))?.slice('--before='.length) ?? 'main'

function run(command: string, args: string[], cwd = process.cwd()) {
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
function build(root: string) {
  const started = performance.now()
  run('npx', ['gatsby', 'build'], root)
  return Math.round((performance.now() - started) / 100) / 10
}

const scratch = await mkdtemp(path.join(tmpdir(), 'bench-'))
const beforeRoot = path.join(scratch, 'before')
const limitRoot = path.join(scratch, 'limit')
const floorRoot = path.join(scratch, 'react-floor')
const noScriptRoot = path.join(scratch, 'no-script')
const stops: (() => void)[] = []
try {
  // The browsers of the run take its certificate without asking (--ignore-certificate-errors).
  const tls = localhostCertificate(scratch)
  const buildSeconds = build(process.cwd())
  run('git', ['worktree', 'add', '--detach', beforeRoot, beforeRef])
  // Another lockfile is another set of packages (an older Decap, for one): the before gets its own.
  const sameLock = spawnSync('git', ['diff', '--quiet', beforeRef, '--', 'package-lock.json']).status === 0
  if (sameLock) await symlink(path.resolve('node_modules'), path.join(beforeRoot, 'node_modules'), 'dir')
  else run('npm', ['ci', '--no-audit', '--no-fund'], beforeRoot)
  const beforeBuildSeconds = build(beforeRoot)
  await cp('bench/limit-page', path.join(limitRoot, 'public'), { recursive: true })
  await cp('netlify.toml', path.join(limitRoot, 'netlify.toml'))
  await writeReactFloor('bench/limit-page', path.join(floorRoot, 'public'))
  await cp('netlify.toml', path.join(floorRoot, 'netlify.toml'))
  await writeSiteWithoutScripts(process.cwd(), noScriptRoot, PAGE_PATHS)

  // The pages of reference first: the tables read every other column against the first.
  const references = [
    { name: 'limit', root: limitRoot, port: 9300, pages: ['/'] },
    { name: 'react floor', root: floorRoot, port: 9303, pages: ['/'] },
    { name: 'no script', root: noScriptRoot, port: 9304, pages: PAGE_PATHS },
  ]
  const builds = [
    { name: `before (${beforeRef})`, root: beforeRoot, port: 9301, pages: PAGE_PATHS },
    { name: 'after', root: process.cwd(), port: 9302, pages: PAGE_PATHS },
  ]
  const sites = [...references, ...builds]
  for (const site of sites) stops.push(await siteAnswering(site.port, { root: site.root, tls }))
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...createRequire(import.meta.url)('./chromium-flags.json'), '--ignore-certificate-errors'],
  })
  const editorKb: Record<string, number> = {}
  for (const { name, port } of builds) {
    const { gzipBytes } = await editorFirstLoad(await browser.newPage(), `https://localhost:${port}/admin/`)
    editorKb[name] = Math.round(gzipBytes / 102.4) / 10
  }
  await browser.close()
  const targets = sites.flatMap(({ name, port, pages }) =>
    pages.map((page) => ({
      name,
      page,
      url: `https://localhost:${port}${page}`,
      simulated: [] as Figures[],
      real: [] as RealTimings[],
    })),
  )
  const calibrations: Calibration[] = []
  for (let round = 1; round <= RUNS; round++) {
    // One slowdown for every page of the round, calibrated to the machine as it is now (realThrottling.mts).
    const calibration = await calibrate()
    calibrations.push(calibration)
    console.log(
      `Round ${round} of ${RUNS}: BenchmarkIndex ${calibration.benchmarkIndex.toFixed(0)},` +
        ` CPU slowdown ${calibration.cpuSlowdown.toFixed(1)}x`,
    )
    for (const target of targets) {
      target.simulated.push(await measure(target.url, 'mobile', 1))
      target.real.push(await measureRealThrottling(target.url, 1, calibration.cpuSlowdown))
    }
  }
  // A tap at moments of the load (tapsDuringLoad.mts), each round on its round's calibration.
  const tapBrowser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...createRequire(import.meta.url)('./chromium-flags.json'), '--ignore-certificate-errors'],
  })
  const taps = await measureTaps(
    tapBrowser,
    targets.map(({ name, page, url }) => ({ name: `${name} ${page}`, url })),
    RUNS,
    async (round) => calibrations[round - 1].cpuSlowdown,
  ).finally(() => tapBrowser.close())
  const columns = targets.map(({ name, page, simulated, real }) => {
    const of = <Run,>(runs: Run[], key: keyof Run) => median(runs.map((figures) => figures[key] as number))
    return {
      site: name,
      page,
      fcpMs: of(real, 'fcpMs'),
      lcpMs: of(real, 'lcpMs'),
      ttiMs: of(real, 'ttiMs'),
      performance: of(simulated, 'performance'),
      tbtMs: of(simulated, 'tbtMs'),
      longestTaskCpuMs: of(simulated, 'longestTaskCpuMs'),
      jsBytes: of(simulated, 'jsBytes'),
      totalBytes: of(simulated, 'totalBytes'),
      requests: of(simulated, 'requests'),
      htmlBytes: of(simulated, 'htmlBytes'),
      htmlGzipBytes: of(simulated, 'htmlGzipBytes'),
    }
  })
  const limit = columns[0]
  const range = (values: number[]) => ({
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
  })
  const benchmarkIndex = range(calibrations.map((calibration) => calibration.benchmarkIndex))
  const cpuSlowdown = range(calibrations.map((calibration) => calibration.cpuSlowdown))
  // Lighthouse's own reading at the start of each real-throttling run, for comparison with the calibration's.
  const lighthouseIndex = range(targets.flatMap(({ real }) => real.map((timings) => timings.benchmarkIndex)))
  const ratio = (value: number, of: number) => (value / of).toFixed(2) + 'x'
  const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const lines: [string, (column: typeof limit) => string][] = [
    ['first paint, real throttling', (c) => ms(c.fcpMs) + (c === limit ? '' : ` (${ratio(c.fcpMs, limit.fcpMs)})`)],
    ['largest paint, real throttling', (c) => ms(c.lcpMs) + (c === limit ? '' : ` (${ratio(c.lcpMs, limit.lcpMs)})`)],
    [
      'interactive (TTI), real throttling',
      (c) => ms(c.ttiMs) + (c === limit ? '' : ` (${ratio(c.ttiMs, limit.ttiMs)})`),
    ],
    ['simulated score, TBT', (c) => `${c.performance}, ${Math.round(c.tbtMs)} ms`],
    // The gate npm run budgets holds the main thread to, read here beside the other build's in the same run.
    ['longest task, CPU time (unthrottled)', (c) => ms(c.longestTaskCpuMs)],
    ['JavaScript, gzip', (c) => kb(c.jsBytes)],
    ['requests', (c) => String(c.requests)],
    ['HTML (gzip)', (c) => `${kb(c.htmlBytes)} (${kb(c.htmlGzipBytes)})`],
  ]
  const table = [
    ['', ...columns.map(({ site, page }) => (site === 'limit' ? 'limit page' : `${site} ${page}`))],
    ...lines.map(([label, cell]) => [label, ...columns.map(cell)]),
  ]
  // The same page's timings move from round to round by more than some goals' margins: beside the medians, the
  // spread says whether two columns, or a column and its goal, differ by more than the machine's own noise.
  const spreadRows = [
    ['first paint, lowest to highest', 'fcpMs'],
    ['largest paint, lowest to highest', 'lcpMs'],
    ['interactive, lowest to highest', 'ttiMs'],
  ] as const
  const spread = spreadRows.map(([label, key]) => [
    label,
    ...targets.map(({ real }) => {
      const { min, max } = range(real.map((timings) => timings[key]))
      return `${Math.round(min).toLocaleString('en')} to ${ms(max)}`
    }),
  ])
  // Both tables in the same columns.
  const widths = table[0].map((_, column) => Math.max(...[...table, ...spread].map((cells) => cells[column].length)))
  const print = (rows: string[][]) => {
    for (const cells of rows) console.log(cells.map((cell, column) => cell.padEnd(widths[column])).join('  '))
  }
  console.log(
    `\nLighthouse 12 mobile, medians of ${RUNS}; timings with real throttling (slow 4G, the CPU slowed` +
      ` ${cpuSlowdown.min.toFixed(1)}-${cpuSlowdown.max.toFixed(1)}x), score, TBT, bytes and requests simulated` +
      ' (slow 4G, 4x CPU); ratios to the limit page of this run\n',
  )
  print(table)
  console.log(`\nSpread over the ${RUNS} rounds, real throttling\n`)
  print(spread)
  // The same page reads slower on a slower machine: the calibration gives each the phone Lighthouse means.
  console.log(
    `\nThis machine: BenchmarkIndex ${benchmarkIndex.median.toFixed(0)} (median of the rounds' calibrations,` +
      ` ${benchmarkIndex.min.toFixed(0)} to ${benchmarkIndex.max.toFixed(0)}; Lighthouse's own reading in the runs` +
      ` ${lighthouseIndex.median.toFixed(0)}, ${lighthouseIndex.min.toFixed(0)} to ${lighthouseIndex.max.toFixed(0)}),` +
      ` so a CPU slowdown of ${cpuSlowdown.median.toFixed(1)}x (${cpuSlowdown.min.toFixed(1)} to` +
      ` ${cpuSlowdown.max.toFixed(1)}x) by Lighthouse's calculator, where its preset assumes 4x`,
  )

  const goals = columns
    .filter(({ site }) => site === 'after')
    .flatMap((c) =>
      [
        [c.fcpMs <= 1.1 * limit.fcpMs, `first paint ${ratio(c.fcpMs, limit.fcpMs)} the limit page's, goal <= 1.10x`],
        [c.lcpMs <= 1.1 * limit.lcpMs, `largest paint ${ratio(c.lcpMs, limit.lcpMs)} the limit page's, goal <= 1.10x`],
        [c.ttiMs <= 1.5 * limit.ttiMs, `TTI ${ratio(c.ttiMs, limit.ttiMs)} the limit page's, goal <= 1.50x`],
        [c.performance === 100, `simulated score ${c.performance}, goal 100`],
        [c.tbtMs <= 50, `simulated TBT ${Math.round(c.tbtMs)} ms, goal <= 50 ms`],
        [c.jsBytes <= 85 * 1024, `JavaScript ${kb(c.jsBytes)} gzip, goal <= 85 KB`],
        [c.requests <= 12, `${c.requests} requests, goal <= 12`],
      ].map(([met, text]) => `  ${met ? 'met   ' : 'missed'} ${c.page}: ${text}`),
    )
  console.log(`\nGoals (after):\n${goals.join('\n')}`)
  console.log(
    formatTaps(
      taps,
      'limit /',
      PAGE_PATHS.map((page) => `after ${page}`),
    ),
  )
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
    calibrations,
    lighthouseIndex,
    columns,
    taps,
    editorKb,
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
