// The last lines of `npm test`: what each stage checked, and one total in the form CI reads.
import { readFile } from 'node:fs/promises'

const read = (file) => readFile(file, 'utf8').then(JSON.parse)
const jest = await read('reports/jest.json')
const browser = await read('reports/playwright.json')
const budgets = await read('reports/budgets.json')
const htmlFiles = Number(process.argv[2] ?? 0)

const stages = [
  ['unit and component tests (jest)', jest.numPassedTests, jest.numFailedTests],
  ['browser tests (playwright)', browser.stats.expected + browser.stats.flaky, browser.stats.unexpected],
  ['valid HTML (html-validate)', htmlFiles, 0],
  ['Lighthouse budgets', budgets.passed, budgets.failed],
]
console.log('\nSummary')
for (const [name, passed, failed] of stages) console.log(`  ${name}: ${passed} passed, ${failed} failed`)
const passed = stages.reduce((sum, [, count]) => sum + count, 0)
const failed = stages.reduce((sum, [, , count]) => sum + count, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exitCode = failed ? 1 : 0
