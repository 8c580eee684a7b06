// `npm test`: every check of the project, each stage run even when an earlier one failed, except the stages
// that need the build's output (or the browser) when that failed. Ends with what each stage counted and one
// total line, `N passed, N failed`, and exits non-zero if anything failed or could not run.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { countBrowserTests } from './browserTestCounts.mts'

process.env.GATSBY_TELEMETRY_DISABLED = '1'
const REPORTS = 'reports'
const PAGES = ['public/index.html', 'public/en/index.html']
/** The W3C's Nu Html Checker, from the vnu-jar package; Debian's Java 17 runs it (scripts/ensure-browsers.mts). */
const NU_HTML_CHECKER = ['-jar', 'node_modules/vnu-jar/build/dist/vnu.jar', '--errors-only']

/** Runs a command with its output on this terminal; true when it exits 0. */
function run(command: string, args: string[]): boolean {
  console.log(`\n> ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0
}

const readReport = (file: string) => JSON.parse(readFileSync(`${REPORTS}/${file}`, 'utf8'))

type Counts = { passed: number; failed: number; note?: string }

/** A report's counts; a runner that crashed before writing its report counts as one failure. */
function countFrom(ok: boolean, read: () => Counts): Counts {
  try {
    return read()
  } catch {
    return { passed: 0, failed: 1, note: ok ? 'report missing' : 'crashed before reporting' }
  }
}

const single = (ok: boolean): Counts => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 })

/**
 * The stages in the order that fails fastest. `needs` names stages whose success this one depends on.
 * Each returns its counts: tests, pages or budgets where the tool counts them, else one check.
 */
type Stage = { name: string; label: string; needs?: string[]; run: () => Counts }

const STAGES: Stage[] = [
  {
    name: 'node',
    label: 'Node.js release (.nvmrc)',
    run: () => {
      const wanted = readFileSync('.nvmrc', 'utf8').trim().replace(/^v/, '').split('.')[0]
      const running = process.versions.node.split('.')[0]
      console.log(`\n> Node.js ${process.version} (.nvmrc: ${wanted})`)
      // On a laptop another release is the developer's choice; CI must test what Netlify and GitHub run.
      if (running === wanted || !process.env.CI) return single(true)
      console.error(`CI runs Node.js ${running}, but .nvmrc names ${wanted}: source scripts/use-node.sh first.`)
      return single(false)
    },
  },
  {
    name: 'chromium',
    label: "Debian's Chromium for the browser tests",
    run: () => single(run('node', ['scripts/ensure-browsers.mts', 'chromium'])),
  },
  { name: 'format', label: 'formatting (prettier)', run: () => single(run('npx', ['prettier', '--check', '.'])) },
  { name: 'lint', label: 'lint (eslint)', run: () => single(run('npx', ['eslint', '.'])) },
  {
    name: 'unit',
    label: 'unit and component tests (jest)',
    run: () => {
      const ok = run('npx', ['jest', '--json', `--outputFile=${REPORTS}/jest.json`])
      return countFrom(ok, () => {
        const report = readReport('jest.json') as {
          numPassedTests: number
          numFailedTests: number
          testResults: { status: string; assertionResults: unknown[] }[]
        }
        // A suite that fails to load has no failed test, but fails the run.
        const brokenSuites = report.testResults.filter(
          (suite) => suite.status === 'failed' && !suite.assertionResults.length,
        ).length
        return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites }
      })
    },
  },
  {
    name: 'build',
    label: 'production build (validates the content first)',
    run: () => single(run('npx', ['gatsby', 'build'])),
  },
  {
    name: 'typecheck',
    label: 'type check (tsc)',
    needs: ['build'],
    run: () => single(run('npx', ['tsc', '--noEmit'])),
  },
  {
    name: 'browser',
    label: 'browser tests (playwright)',
    needs: ['build', 'chromium'],
    run: () => {
      const ok = run('npx', ['playwright', 'test'])
      return countFrom(ok, () => {
        const { passed, failed, stalledThenPassed, failedThenPassed } = countBrowserTests(readReport('playwright.json'))
        for (const title of stalledThenPassed)
          console.log(`Chromium stopped drawing it, passed in a new browser: ${title}`)
        for (const title of failedThenPassed) console.log(`Failed, then passed on its retry (counted failed): ${title}`)
        return { passed, failed }
      })
    },
  },
  {
    name: 'engines',
    label: 'journeys in Firefox ESR and WebKitGTK',
    needs: ['build'],
    run: () => {
      const ok = run('node', ['scripts/test-engines.mts'])
      return countFrom(ok, () => {
        // node --test's TAP report ends with its counts: `# pass N`, `# fail N`, `# cancelled N`.
        const tap = readFileSync(`${REPORTS}/engines.tap`, 'utf8')
        const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)![1])
        return { passed: count('pass'), failed: count('fail') + count('cancelled') }
      })
    },
  },
  {
    name: 'html',
    label: "valid HTML (html-validate and the W3C's Nu Html Checker)",
    needs: ['build'],
    run: () => {
      // The two checkers catch different mistakes: html-validate had passed `src` on a data block, which the
      // HTML standard forbids and the W3C's checker reports.
      const java = run('node', ['scripts/ensure-browsers.mts', 'java'])
      const results = PAGES.flatMap((page) => [
        run('npx', ['html-validate', page]),
        java && run('java', [...NU_HTML_CHECKER, page]),
      ])
      return { passed: results.filter(Boolean).length, failed: results.filter((ok) => !ok).length }
    },
  },
  {
    name: 'observatory',
    label: 'MDN HTTP Observatory: / and /en/ at 135',
    needs: ['build'],
    run: () => {
      const ok = run('npx', ['tsx', 'scripts/observatory.mts'])
      return countFrom(ok, () => readReport('observatory.json'))
    },
  },
  {
    name: 'budgets',
    label: 'Lighthouse budgets',
    needs: ['build', 'chromium'],
    run: () => {
      const ok = run('node', ['scripts/check-budgets.mts'])
      return countFrom(ok, () => {
        const { passed, failed } = readReport('budgets.json')
        return { passed, failed }
      })
    },
  },
]

rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS)
const results = new Map<string, Counts>()
for (const stage of STAGES) {
  const unmet = (stage.needs ?? []).filter((name) => results.get(name)?.failed !== 0)
  const counts = unmet.length ? { passed: 0, failed: 1, note: `not run: ${unmet.join(' and ')} failed` } : stage.run()
  results.set(stage.name, counts)
}

console.log('\nSummary')
for (const stage of STAGES) {
  const { passed, failed, note } = results.get(stage.name)!
  console.log(`  ${stage.label}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ''}`)
}
const total = (key: 'passed' | 'failed') => [...results.values()].reduce((sum, counts) => sum + counts[key], 0)
console.log(`${total('passed')} passed, ${total('failed')} failed`)
process.exitCode = total('failed') ? 1 : 0
