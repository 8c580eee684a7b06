// `npm run budgets` (CI runs it): Lighthouse's mobile preset on / and /en/ of the built site, served with
// netlify.toml's rules; the median of seven runs of each page must meet every budget in lighthouse/budgets.mjs.
// Seven, because total blocking time varies from run to run on a shared two-core machine.
import { mkdir, writeFile } from 'node:fs/promises'
import { BUDGETS } from './lighthouse/budgets.mjs'
import { measure } from './lighthouse/measure.mjs'
import { startServer } from './lighthouse/server.mjs'
import { formatTable } from './lighthouse/table.mjs'

const PORT = 9200
const RUNS = 7

const stopServer = await startServer(PORT)
/** @type {import('./lighthouse/table.mjs').Row[]} */
const rows = []
try {
  for (const page of ['/', '/en/']) {
    rows.push({ page, preset: 'mobile', figures: await measure(`http://localhost:${PORT}${page}`, 'mobile', RUNS) })
  }
} finally {
  stopServer()
}
console.log(formatTable(rows))
const failures = rows.flatMap(({ page, figures }) =>
  BUDGETS.filter(({ figure, check }) => !check(figures[figure])).map(
    ({ figure, label, limit }) => `${page}: ${label} is ${figures[figure]}, budget ${limit}`,
  ),
)
for (const failure of failures) console.error(`over budget: ${failure}`)
const passed = rows.length * BUDGETS.length - failures.length
console.log(`Lighthouse budgets: ${passed} passed, ${failures.length} failed`)
await mkdir('reports', { recursive: true })
await writeFile('reports/budgets.json', JSON.stringify({ passed, failed: failures.length, rows }, null, 2) + '\n')
process.exitCode = failures.length ? 1 : 0
