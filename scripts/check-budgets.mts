// `npm run budgets` (npm test runs it): Lighthouse's mobile preset on each page of the built site, served
// through Netlify's rules; one run of each page must meet every gate in lighthouse/budgets.mts. The gates read
// only what the machine's load does not move, so a second run would read the same.
// `--content` (npm run test:content) holds each page to the gates a change of the content can move: its bytes
// and requests.
import { mkdir, writeFile } from 'node:fs/promises'
import { BUDGETS, CONTENT_BUDGETS, missed } from './lighthouse/budgets.mts'
import { measure } from './lighthouse/measure.mts'
import { siteAnswering } from './startSite.mts'
import { formatTable, type Row } from './lighthouse/table.mts'
import { PAGE_PATHS } from './pages.mts'

const PORT = 9200
const content = process.argv.includes('--content')
const budgets = content ? CONTENT_BUDGETS : BUDGETS

const stopServer = await siteAnswering(PORT)
const rows: Row[] = []
try {
  for (const page of PAGE_PATHS) {
    rows.push({ page, preset: 'mobile', figures: await measure(`http://localhost:${PORT}${page}`, 'mobile', 1) })
  }
} finally {
  stopServer()
}
console.log(formatTable(rows))
const failures = missed(rows, budgets)
for (const failure of failures) console.error(`over budget: ${failure}`)
const passed = rows.length * budgets.length - failures.length
console.log(`Lighthouse budgets: ${passed} passed, ${failures.length} failed`)
await mkdir('reports', { recursive: true })
await writeFile('reports/budgets.json', JSON.stringify({ passed, failed: failures.length, rows }, null, 2) + '\n')
process.exitCode = failures.length ? 1 : 0
