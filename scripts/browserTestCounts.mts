// How `npm test` counts the browser tests from Playwright's JSON report. Playwright retries a failed test
// once, in a new browser, and calls a test that passed on its retry "flaky"; this project counts such a test
// as passed only when every failed attempt was one in which Chromium had stopped drawing the page
// (`__tests__/browser/fixtures.ts` annotates those `no-frames`). Any other flaky test counts as failed.
import type { JSONReport, JSONReportSuite, JSONReportTest, JSONReportTestResult } from '@playwright/test/reporter'
import { failureLine } from './testRun/failures.mts'

export const NO_FRAMES = 'no-frames'

type NamedTest = JSONReportTest & { title: string }

/** Every test of a report's suites, nested ones included, each with its titles joined as Playwright prints them. */
function testsOf(suites: JSONReportSuite[], parents: string[] = []): NamedTest[] {
  return suites.flatMap((suite) => {
    const path = [...parents, suite.title]
    return [
      ...suite.specs.flatMap((spec) =>
        spec.tests.map((test) => ({ ...test, title: [...path, spec.title].join(' › ') })),
      ),
      ...testsOf(suite.suites ?? [], path),
    ]
  })
}

const drewNoFrames = (result: JSONReportTestResult) => result.annotations.some(({ type }) => type === NO_FRAMES)

/** A failed test, by the first error of its first failed attempt. */
const failure = (test: NamedTest) =>
  failureLine(test.title, test.results.find((result) => result.status !== 'passed')?.errors[0]?.message)

/**
 * Passed and failed tests of a Playwright JSON report, why each failed one failed, and the titles of the flaky
 * ones: those that passed on their retry after Chromium stopped drawing them, and the others, counted as failed.
 * Errors outside any test (a file that fails to load, a global set-up) count as failures too.
 */
export function countBrowserTests(report: JSONReport) {
  const tests = testsOf(report.suites)
  const flaky = tests.filter((test) => test.status === 'flaky')
  const excused = flaky.filter((test) =>
    test.results.filter((result) => result.status !== 'passed').every(drewNoFrames),
  )
  const unexcused = flaky.filter((test) => !excused.includes(test))
  const failed = tests.filter((test) => test.status === 'unexpected')
  return {
    passed: tests.filter((test) => test.status === 'expected').length + excused.length,
    failed: failed.length + unexcused.length + report.errors.length,
    failures: [
      ...[...failed, ...unexcused].map(failure),
      ...report.errors.map((error) => failureLine('outside any test', error.message)),
    ],
    stalledThenPassed: excused.map((test) => test.title),
    failedThenPassed: unexcused.map((test) => test.title),
  }
}
