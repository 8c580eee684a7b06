// Prints the run a change needs, `content` or `full` (scripts/testRun/route.mts), from the files git finds changed
// between two commits: `node scripts/run-for-change.mts <base> <head>`.
import { execFileSync } from 'node:child_process'
import { runFor } from './testRun/route.mts'

const [base, head] = process.argv.slice(2)
if (!base || !head) {
  console.error('Usage: node scripts/run-for-change.mts <base commit> <head commit>')
  process.exit(2)
}
const changed = execFileSync('git', ['diff', '--name-only', '--no-renames', base, head], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
console.log(runFor(changed))
