// `npm run check-content`: validates content/ and locales/ in seconds, with the same rules as the build.
import { formatProblem } from '../src/node/content/problems'
import { validateContent } from '../src/node/content/validateContent'

async function main() {
  const started = Date.now()
  const problems = await validateContent(process.cwd())
  const errors = problems.filter((problem) => problem.severity === 'error')
  for (const problem of problems) console.log(`${problem.severity} ${formatProblem(problem)}`)
  const took = `${Date.now() - started} ms`
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
