// How `npm test` counts the browser tests from Playwright's JSON report. Playwright retries a failed test
// once, in a new browser, and calls a test that passed on its retry "flaky"; this project counts such a test
// as passed only when every failed attempt was one in which Chromium had stopped drawing the page
// (`__tests__/browser/fixtures.ts` annotates those `no-frames`). Any other flaky test counts as failed.
import type { JSONReport, JSONReportSuite, JSONReportTest, JSONReportTestResult } from '@playwright/test/reporter'

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

/**
 * Passed and failed tests of a Playwright JSON report, and the titles of the flaky ones: those that passed on
 * their retry after Chromium stopped drawing them, and the others, counted as failed.
 * Errors outside any test (a file that fails to load, a global set-up) count as failures too.
 */
export function countBrowserTests(report: JSONReport) {
  const tests = testsOf(report.suites)
  const flaky = tests.filter((test) => test.status === 'flaky')
  const excused = flaky.filter((test) =>
    test.results.filter((result) => result.status !== 'passed').every(drewNoFrames),
  )
  const unexcused = flaky.filter((test) => !excused.includes(test))
  return {
    passed: tests.filter((test) => test.status === 'expected').length + excused.length,
    failed: tests.filter((test) => test.status === 'unexpected').length + unexcused.length + report.errors.length,
    stalledThenPassed: excused.map((test) => test.title),
    failedThenPassed: unexcused.map((test) => test.title),
  }
}
