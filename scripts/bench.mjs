// `npm run bench`: builds the site (timed), serves it with netlify.toml's rules and runs Lighthouse with the
// mobile and desktop presets, three runs each, on / and /en/. Prints the medians, with the change against
// bench/baseline.json, and the goals (lighthouse/budgets.mjs) they meet or miss; writes the figures to
// bench/latest.json.
// `npm run bench -- --save-baseline` also makes this run the new baseline.
import { spawnSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { GOALS, missed } from './lighthouse/budgets.mjs'
import { measure } from './lighthouse/measure.mjs'
import { startServer } from './lighthouse/server.mjs'
import { formatTable } from './lighthouse/table.mjs'
import { formatNetlifyBuilds, measureNetlifyBuilds } from './bench/netlifyBuilds.mjs'

const PORT = 9300
const RUNS = 3
const PAGES = ['/', '/en/']
const PRESETS = /** @type {const} */ (['mobile', 'desktop'])

const started = performance.now()
const build = spawnSync('npx', ['gatsby', 'build'], {
  encoding: 'utf8',
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
})
const buildSeconds = Math.round((performance.now() - started) / 100) / 10
if (build.status !== 0) {
  console.error(build.stdout, build.stderr)
  throw new Error('The build failed')
}

const stopServer = await startServer(PORT)
/** @type {import('./lighthouse/table.mjs').Row[]} */
const rows = []
try {
  for (const preset of PRESETS) {
    for (const page of PAGES) {
      rows.push({ page, preset, figures: await measure(`http://localhost:${PORT}${page}`, preset, RUNS) })
    }
  }
} finally {
  stopServer()
}

const baseline = await readFile('bench/baseline.json', 'utf8').then(JSON.parse, () => null)
const latest = { date: new Date().toISOString(), runs: RUNS, buildSeconds, rows }
await mkdir('bench', { recursive: true })
await writeFile('bench/latest.json', JSON.stringify(latest, null, 2) + '\n')
if (process.argv.includes('--save-baseline'))
  await writeFile('bench/baseline.json', JSON.stringify(latest, null, 2) + '\n')

console.log(
  `\nLighthouse 12, median of ${RUNS} runs; in brackets the change against bench/baseline.json (${baseline?.date ?? 'none yet'})\n`,
)
console.log(formatTable(rows, baseline?.rows))
const buildChange = baseline
  ? ` (${buildSeconds >= baseline.buildSeconds ? '+' : ''}${(buildSeconds - baseline.buildSeconds).toFixed(1)} s)`
  : ''
const goalsMissed = missed(rows, GOALS)
console.log(`\nGoals (${GOALS.map(({ label, limit }) => `${label} ${limit}`).join('; ')}):`)
console.log(goalsMissed.length ? goalsMissed.map((line) => `  missed: ${line}`).join('\n') : '  all met')
console.log(`\nBuild time: ${buildSeconds} s${buildChange}`)
console.log('Figures written to bench/latest.json')

// Cold and warm builds with Netlify's build runner, from the same run.
console.log(`\n${formatNetlifyBuilds(measureNetlifyBuilds())}`)
