// `npm run check-content`: validates content/ and locales/ in seconds, with the same rules as the build. In a
// GitHub Actions job it also writes the translations that need a check into the job's summary, which the pull
// request of an editor's draft links to.
import { appendFile } from 'node:fs/promises'
import { formatProblem, type Problem } from '../src/node/content/problems'
import { NEEDS_CHECK, validateContent } from '../src/node/content/validateContent'

/** The job summary's section: one line per translation that needs a check (Markdown). */
function summary(problems: Problem[]): string {
  const stale = problems.filter((problem) => problem.message.startsWith(NEEDS_CHECK))
  if (stale.length === 0) return '### Translations\n\nEvery English value is checked against the current Romanian.\n'
  const lines = stale.map(
    ({ file, field, message }) => `- \`${file}\` \`${field}\`: ${message.slice(NEEDS_CHECK.length + 2)}`,
  )
  return `### Translations that need a check (${stale.length})\n\n${lines.join('\n')}\n\nCorrect the English, or mark it still correct: in the editor, or with \`npm run translations:checked -- <file> <field>\`.\n`
}

async function main() {
  const started = Date.now()
  const problems = await validateContent(process.cwd())
  const errors = problems.filter((problem) => problem.severity === 'error')
  for (const problem of problems) console.log(`${problem.severity} ${formatProblem(problem)}`)
  const took = `${Date.now() - started} ms`
  if (process.env.GITHUB_STEP_SUMMARY) await appendFile(process.env.GITHUB_STEP_SUMMARY, summary(problems))
  if (errors.length) {
    console.error(
      `${errors.length} error(s), ${problems.length - errors.length} warning(s) in content/ and locales/ (${took})`,
    )
    process.exitCode = 1
  } else {
    console.log(`content/ and locales/ are valid, ${problems.length} warning(s) (${took})`)
  }
}

void main()
