// `npm test`: every check of the project, each stage run even when an earlier one failed, except the stages
// that need the build's output (or the browser) when that failed; two stages at a time, each one's output shown
// whole. Ends with what each stage counted and how long it took, why each failed test failed (a line each), and
// one total line, `N passed, N failed`; exits non-zero if anything failed or could not run.
//   npm test -- --only=engines,html   those stages only, on an earlier build's output if the build is left out
//   npm run test:quick                formatting, lint, unit and component tests, and the type check: no build
//   npm run test:content              what a change of content/ and locales/ alone can break: the build and
//                                     the built pages' own checks (the workflow runs it for such a draft)
// Every stage ends within its time limit, and leaves nothing running (scripts/testRun/processes.mts).
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { countBrowserTests } from './browserTestCounts.mts'
import { PAGE_FILES, PAGE_PATHS } from './pages.mts'
import { htmlChecks } from './validate-html.mts'
import {
  duration,
  needsOf,
  selection,
  stagesToStart,
  type Counts,
  type Earlier,
  type PlannedStage,
  type Runs,
} from './testRun/plan.mts'
import { failureLine, tapFailures } from './testRun/failures.mts'
import { outputRelay, type StageOutput } from './testRun/output.mts'
import { describe, leftOver, runMarked, stop, type Running } from './testRun/processes.mts'

process.env.GATSBY_TELEMETRY_DISABLED = '1'
const REPORTS = 'reports'
/** The GraphQL types that Gatsby's typegen writes during a build; tsc needs them. */
const QUERY_TYPES = 'src/gatsby-types.d.ts'
/** How long a process may take to exit after its stage's last command ended before it counts as left running. */
const EXIT_GRACE_MS = 5000

/** Runs one command of a stage; true when it exits 0 within the stage's time limit. */
type Step = (command: string, args: string[]) => Promise<boolean>
/** Prints a line of the stage's own, with its commands' output. */
type Say = (line: string) => void
/** How the run was asked for: `quick` in the quick loop, `content` for a change of the content alone. */
type Mode = { quick: boolean; content: boolean }

type Stage = PlannedStage & {
  label: string
  /** Ends a stage that hangs; far above what the stage takes on a busy machine. */
  limitMinutes: number
  run: (step: Step, mode: Mode, say: Say) => Promise<Counts>
}

const readReport = (file: string) => JSON.parse(readFileSync(`${REPORTS}/${file}`, 'utf8'))

/** A report's counts; a runner that crashed before writing its report counts as one failure. */
function countFrom(ok: boolean, read: () => Counts): Counts {
  try {
    return read()
  } catch {
    return { passed: 0, failed: 1, note: ok ? 'report missing' : 'crashed before reporting' }
  }
}

const single = (ok: boolean): Counts => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 })

/** How jest's message for a suite that failed to load begins, before it says why. */
const SUITE_FAILED = /^\s*● Test suite failed to run/

/** Jest's counts; a suite that fails to load has no failed test, but fails the run. */
function jestCounts(ok: boolean, file: string) {
  return countFrom(ok, () => {
    const report = readReport(file) as {
      numPassedTests: number
      numFailedTests: number
      testResults: {
        name: string
        status: string
        message: string
        assertionResults: { status: string; fullName: string; failureMessages: string[] }[]
      }[]
    }
    const brokenSuites = report.testResults.filter(
      (suite) => suite.status === 'failed' && !suite.assertionResults.length,
    )
    const failures = report.testResults.flatMap((suite) =>
      suite.assertionResults.length
        ? suite.assertionResults
            .filter((test) => test.status === 'failed')
            .map((test) => failureLine(test.fullName, test.failureMessages[0]))
        : suite.status === 'failed'
          ? [failureLine(path.relative(process.cwd(), suite.name), suite.message.replace(SUITE_FAILED, ''))]
          : [],
    )
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenSuites.length, failures }
  })
}

const jest = (projects: string[], file: string) => (step: Step) =>
  step('npx', ['jest', '--selectProjects', ...projects, '--json', `--outputFile=${REPORTS}/${file}`]).then((ok) =>
    jestCounts(ok, file),
  )

// The quick loop keeps Prettier's, ESLint's and tsc's caches (in node_modules/.cache/, keyed by each file's
// content); `npm test` checks every file afresh, as an update of a plugin can change a result that a cache keeps.
const cached = ({ quick }: Mode, ...location: string[]) =>
  quick ? ['--cache', '--cache-strategy', 'content', ...location] : []

/** Built at, as the summary names an earlier build. */
const builtAt = (file: string) => statSync(file).mtime.toLocaleString('en-GB')
const earlierBuild: Earlier = () =>
  existsSync(PAGE_FILES[0]) ? `the build of ${builtAt(PAGE_FILES[0])} in public/` : undefined
const earlierQueryTypes: Earlier = () =>
  existsSync(QUERY_TYPES) ? `the query types of the build of ${builtAt(QUERY_TYPES)}` : undefined
const installedChromium: Earlier = () => {
  const builds = [
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  ]
  return builds.every((file) => existsSync(file)) ? builds.join(' and ') : undefined
}

/**
 * The stages, in the order they start: two at a time (STAGES_AT_ONCE), each as soon as what it needs has ended.
 * The build comes first, with the checks that need none of its files beside it; the browser tests, which take
 * longest, right after it, and the rest beside them. Lighthouse goes before the short checks of the built
 * pages, so that what ends the run is short.
 */
const STAGES: Stage[] = [
  {
    name: 'node',
    label: 'Node.js release (.nvmrc)',
    limitMinutes: 1,
    run: async (_step, _mode, say) => {
      const wanted = readFileSync('.nvmrc', 'utf8').trim().replace(/^v/, '').split('.')[0]
      const running = process.versions.node.split('.')[0]
      say(`\n> Node.js ${process.version} (.nvmrc: ${wanted})`)
      // On a laptop another release is the developer's choice; CI must test what Netlify and GitHub run.
      if (running === wanted || !process.env.CI) return single(true)
      say(`CI runs Node.js ${running}, but .nvmrc names ${wanted}: source scripts/use-node.sh first.`)
      return single(false)
    },
  },
  {
    name: 'chromium',
    label: "Debian's Chromium and its headless shell for the browser tests",
    // Installing it waits for another install's hold on dpkg, up to ten minutes.
    limitMinutes: 20,
    run: async (step) => single(await step('node', ['scripts/ensure-browsers.mts', 'chromium'])),
  },
  {
    name: 'build',
    label: 'production build (validates the content first)',
    limitMinutes: 40,
    run: async (step) => single(await step('npx', ['gatsby', 'build'])),
  },
  {
    name: 'format',
    label: 'formatting (prettier)',
    limitMinutes: 10,
    run: async (step, mode) => single(await step('npx', ['prettier', '--check', ...cached(mode), '.'])),
  },
  {
    name: 'browser',
    label: 'browser tests (playwright)',
    needs: { build: earlierBuild, chromium: installedChromium },
    limitMinutes: 90,
    run: async (step, { content }, say) => {
      const ok = await step('npx', ['playwright', 'test', ...(content ? ['--grep', '@content'] : [])])
      return countFrom(ok, () => {
        const { passed, failed, failures, stalledThenPassed, failedThenPassed } = countBrowserTests(
          readReport('playwright.json'),
        )
        for (const title of stalledThenPassed) say(`Chromium stopped drawing it, passed in a new browser: ${title}`)
        for (const title of failedThenPassed) say(`Failed, then passed on its retry (counted failed): ${title}`)
        return { passed, failed, failures }
      })
    },
  },
  {
    name: 'lint',
    label: 'lint (eslint)',
    limitMinutes: 15,
    run: async (step, mode) =>
      single(await step('npx', ['eslint', ...cached(mode, '--cache-location', 'node_modules/.cache/eslint/'), '.'])),
  },
  {
    name: 'unit',
    label: 'unit and component tests (jest)',
    limitMinutes: 30,
    run: jest(['page', 'editor'], 'jest.json'),
  },
  {
    name: 'typecheck',
    label: 'type check (tsc)',
    needs: { build: earlierQueryTypes },
    limitMinutes: 10,
    run: async (step, mode) => {
      const incremental = ['--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo']
      return single(await step('npx', ['tsc', '--noEmit', ...(mode.quick ? incremental : [])]))
    },
  },
  // Its copy starts from this folder's build, as Netlify's next build starts from the last one's caches. It takes
  // longer than `integration`, so it starts first: the stage that ends the run is then the shorter one.
  {
    name: 'recipes',
    label: 'docs/recipes.md followed on a copy, which then passes the quick loop and the browser specs (jest)',
    after: ['build'],
    limitMinutes: 30,
    run: jest(['recipes'], 'jest-recipes.json'),
  },
  {
    name: 'integration',
    label: "the project's commands run whole: netlify-build, npm ls, check-content, the site server (jest)",
    after: ['build'],
    limitMinutes: 30,
    run: jest(['integration'], 'jest-integration.json'),
  },
  {
    name: 'engines',
    label: 'journeys in Firefox ESR and WebKitGTK',
    needs: { build: earlierBuild },
    limitMinutes: 40,
    run: async (step) => {
      const ok = await step('node', ['scripts/test-engines.mts'])
      return countFrom(ok, () => {
        // node --test's TAP report ends with its counts: `# pass N`, `# fail N`, `# cancelled N`.
        const tap = readFileSync(`${REPORTS}/engines.tap`, 'utf8')
        const count = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)![1])
        return { passed: count('pass'), failed: count('fail') + count('cancelled'), failures: tapFailures(tap) }
      })
    },
  },
  {
    name: 'budgets',
    label: 'Lighthouse budgets',
    needs: { build: earlierBuild, chromium: installedChromium },
    limitMinutes: 30,
    run: async (step, { content }) => {
      const ok = await step('node', ['scripts/check-budgets.mts', ...(content ? ['--content'] : [])])
      return countFrom(ok, () => {
        const { passed, failed } = readReport('budgets.json')
        return { passed, failed }
      })
    },
  },
  {
    name: 'html',
    label: "valid HTML (html-validate and the W3C's Nu Html Checker)",
    needs: { build: earlierBuild },
    limitMinutes: 20,
    run: async (step) => {
      // scripts/validate-html.mts's checks, each a step of its own.
      const java = await step('node', ['scripts/ensure-browsers.mts', 'java'])
      const { htmlValidate, nuHtmlChecker } = htmlChecks(PAGE_FILES)
      const results = [await step(...htmlValidate), java && (await step(...nuHtmlChecker))]
      return { passed: results.filter(Boolean).length, failed: results.filter((ok) => !ok).length }
    },
  },
  {
    name: 'observatory',
    label: `MDN HTTP Observatory: ${PAGE_PATHS.join(', ')} at 135, /admin/ at 120`,
    needs: { build: earlierBuild },
    limitMinutes: 10,
    run: async (step) =>
      countFrom(await step('npx', ['tsx', 'scripts/observatory.mts']), () => readReport('observatory.json')),
  },
]

const RUNS: Runs = {
  /** The quick loop: what needs no build. The type check runs on the query types of an earlier build, if any. */
  quick: ['format', 'lint', 'unit', 'typecheck'],
  /**
   * What a change of content/ and locales/ alone can break: the content's rules and the schema snapshot (the
   * build checks both first), the build, and the built pages' own checks (valid HTML; the browser tests tagged
   * @content: axe, the page without JavaScript, the static vCards, the CSP's hashes; Lighthouse's byte and
   * request gates). The code, and so what the other stages guard, is main's, which passed them all.
   */
  content: ['node', 'chromium', 'build', 'html', 'browser', 'budgets'],
}

/**
 * Runs a stage's commands, each marked as the stage's, within its time limit; then stops and names whatever it
 * left running. A stage stopped at its limit, or one that left something running, counts one failure more.
 */
async function runStage(stage: Stage, mode: Mode, output: StageOutput): Promise<Counts> {
  const say: Say = (line) => output.write(`${line}\n`)
  const mark = `${stage.name}-${process.pid}-${Date.now()}`
  const deadline = Date.now() + stage.limitMinutes * 60_000
  const stopped: Running[] = []
  const step: Step = async (command, args) => {
    if (stopped.length || Date.now() >= deadline) return false
    const result = await runMarked(command, args, { mark, deadline, output })
    stopped.push(...(result.stopped ?? []))
    return result.ok
  }
  const counts = await stage.run(step, mode, say)
  if (stopped.length) {
    say(`\n${stage.name}: stopped at its limit of ${stage.limitMinutes} min:`)
    for (const line of describe(stopped)) say(`  ${line}`)
    return { passed: counts.passed, failed: counts.failed + 1, note: `stopped at ${stage.limitMinutes} min` }
  }
  const left = await leftOver(mark, EXIT_GRACE_MS)
  if (!left.length) return counts
  say(`\n${stage.name}: left running after its last command ended, now stopped:`)
  for (const line of describe(left)) say(`  ${line}`)
  await stop(left)
  return { passed: counts.passed, failed: counts.failed + 1, note: `left ${left.length} process(es) running` }
}

let chosen: ReturnType<typeof selection>
try {
  chosen = selection(
    process.argv.slice(2),
    STAGES.map(({ name }) => name),
    RUNS,
  )
} catch (error) {
  console.error((error as Error).message)
  process.exit(2)
}

rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS)
const started = Date.now()
const results = new Map<string, Counts>()
const took = new Map<string, number>()
const skipped = new Map<string, string>()
const relay = outputRelay()

/** Runs a stage, or says why it cannot run; it has ended when this settles. */
async function settle(stage: Stage) {
  const { unmet, uses } = needsOf(stage, results)
  // The quick loop runs what it can: a stage whose input no earlier run left is skipped, and said so.
  if (unmet.length && chosen.quick) {
    skipped.set(stage.name, unmet.join('; '))
    return
  }
  if (unmet.length) {
    results.set(stage.name, { passed: 0, failed: 1, note: `not run: ${unmet.join('; ')}` })
    return
  }
  const output = relay.open(uses.length ? `${stage.label}: on ${uses.join(' and ')}` : stage.label)
  const start = Date.now()
  const counts = await runStage(stage, chosen, output)
  output.close()
  took.set(stage.name, Date.now() - start)
  results.set(
    stage.name,
    uses.length ? { ...counts, note: [counts.note, `on ${uses.join(' and ')}`].filter(Boolean).join('; ') } : counts,
  )
}

const waiting = STAGES.filter(({ name }) => chosen.names.includes(name))
const inRun = new Set(chosen.names)
const ended = new Set<string>()
const running = new Map<string, Promise<string>>()
while (waiting.length || running.size) {
  for (const stage of stagesToStart(waiting, inRun, ended, running.size)) {
    waiting.splice(waiting.indexOf(stage), 1)
    running.set(
      stage.name,
      settle(stage).then(() => stage.name),
    )
  }
  if (!running.size)
    throw new Error(`No stage can start: ${waiting.map(({ name }) => name).join(', ')} wait on each other.`)
  const done = await Promise.race(running.values())
  running.delete(done)
  ended.add(done)
}

console.log('\nSummary')
for (const stage of STAGES) {
  const why = skipped.get(stage.name)
  if (why) console.log(`  ${stage.label}: skipped (${why})`)
  const counts = results.get(stage.name)
  if (!counts) continue
  const time = took.has(stage.name) ? ` in ${duration(took.get(stage.name)!)}` : ''
  console.log(
    `  ${stage.label}: ${counts.passed} passed, ${counts.failed} failed${time}${counts.note ? ` (${counts.note})` : ''}`,
  )
  for (const failure of counts.failures ?? []) console.log(`    ✗ ${failure}`)
}
const total = (key: 'passed' | 'failed') => [...results.values()].reduce((sum, counts) => sum + counts[key], 0)
console.log(`${total('passed')} passed, ${total('failed')} failed in ${duration(Date.now() - started)}`)
process.exitCode = total('failed') ? 1 : 0
