// `npm run budgets` (npm test runs it): Lighthouse's mobile preset on / and /en/ of the built site, served
// through Netlify's rules; the median of three runs of each page must meet every gate in lighthouse/budgets.mts.
import { mkdir, writeFile } from 'node:fs/promises'
import { BUDGETS, missed } from './lighthouse/budgets.mts'
import { measure } from './lighthouse/measure.mts'
import { startServer } from './lighthouse/server.mts'
import { formatTable, type Row } from './lighthouse/table.mts'

const PORT = 9200
const RUNS = 3

const stopServer = await startServer(PORT)
const rows: Row[] = []
try {
  for (const page of ['/', '/en/']) {
    rows.push({ page, preset: 'mobile', figures: await measure(`http://localhost:${PORT}${page}`, 'mobile', RUNS) })
  }
} finally {
  stopServer()
}
console.log(formatTable(rows))
const failures = missed(rows, BUDGETS)
for (const failure of failures) console.error(`over budget: ${failure}`)
const passed = rows.length * BUDGETS.length - failures.length
console.log(`Lighthouse budgets: ${passed} passed, ${failures.length} failed`)
await mkdir('reports', { recursive: true })
await writeFile('reports/budgets.json', JSON.stringify({ passed, failed: failures.length, rows }, null, 2) + '\n')
process.exitCode = failures.length ? 1 : 0
