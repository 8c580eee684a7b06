// `npm run validate-html` (npm test's `html` stage runs the same checks): every page of the built site through
// html-validate and the W3C's Nu Html Checker. The two catch different mistakes: html-validate had passed `src`
// on a data block, which the HTML standard forbids and the W3C's checker reports.
import { spawnSync } from 'node:child_process'
import { PAGE_FILES } from './pages.mts'

/** The W3C's Nu Html Checker, from the vnu-jar package; Debian's Java 17 runs it (scripts/ensure-browsers.mts). */
const NU_HTML_CHECKER = ['-jar', 'node_modules/vnu-jar/build/dist/vnu.jar', '--errors-only']

type Command = [command: string, args: string[]]

/**
 * The checks of the pages: html-validate's, then the Nu Html Checker's (which needs Java), each over every page
 * in one run, naming the page of each error: the checker's Java VM takes longer to start than to check a page.
 */
export const htmlChecks = (pages: readonly string[]): { htmlValidate: Command; nuHtmlChecker: Command } => ({
  htmlValidate: ['npx', ['html-validate', ...pages]],
  nuHtmlChecker: ['java', [...NU_HTML_CHECKER, ...pages]],
})

if (import.meta.main) {
  const failed = Object.values(htmlChecks(PAGE_FILES)).filter(
    ([command, args]) => spawnSync(command, args, { stdio: 'inherit' }).status !== 0,
  )
  process.exitCode = failed.length ? 1 : 0
}
