/** @jest-environment node */
import type { JSONReport, JSONReportTest, JSONReportTestResult } from '@playwright/test/reporter'
import { countBrowserTests, NO_FRAMES } from '../../scripts/browserTestCounts.mts'

type Attempt = 'passed' | 'failed' | 'timedOut' | 'failed, drawing no frames'

function attempt(kind: Attempt): JSONReportTestResult {
  const drewNoFrames = kind === 'failed, drawing no frames'
  return {
    status: drewNoFrames ? 'timedOut' : kind,
    annotations: drewNoFrames ? [{ type: NO_FRAMES, description: 'no animation frame' }] : [],
    errors: kind === 'passed' ? [] : [{ message: `\u001b[31mError: ${kind}\u001b[39m\n\nat its line` }],
  } as unknown as JSONReportTestResult
}

/** A one-file report of tests named by their attempts, with Playwright's outcome for each. */
function report(tests: Record<string, { status: JSONReportTest['status']; attempts: Attempt[] }>): JSONReport {
  return {
    errors: [],
    suites: [
      {
        title: 'page.spec.ts',
        specs: [],
        suites: [
          {
            title: 'a group',
            specs: Object.entries(tests).map(([title, { status, attempts }]) => ({
              title,
              tests: [{ status, expectedStatus: 'passed', annotations: [], results: attempts.map(attempt) }],
            })),
          },
        ],
      },
    ],
  } as unknown as JSONReport
}

describe('counting the browser tests', () => {
  it('counts tests that passed at once as passed, and tests that failed twice as failed', () => {
    const counts = countBrowserTests(
      report({
        passes: { status: 'expected', attempts: ['passed'] },
        'fails twice': { status: 'unexpected', attempts: ['failed', 'failed'] },
      }),
    )
    expect(counts).toEqual({
      passed: 1,
      failed: 1,
      failures: ['page.spec.ts › a group › fails twice: Error: failed'],
      stalledThenPassed: [],
      failedThenPassed: [],
    })
  })

  it('counts a test passed on its retry as passed only when its failed attempt drew no frames', () => {
    const counts = countBrowserTests(
      report({
        'stalled, then passed': { status: 'flaky', attempts: ['failed, drawing no frames', 'passed'] },
        'failed, then passed': { status: 'flaky', attempts: ['failed', 'passed'] },
        'timed out, then passed': { status: 'flaky', attempts: ['timedOut', 'passed'] },
      }),
    )
    expect(counts).toEqual({
      passed: 1,
      failed: 2,
      failures: [
        'page.spec.ts › a group › failed, then passed: Error: failed',
        'page.spec.ts › a group › timed out, then passed: Error: timedOut',
      ],
      stalledThenPassed: ['page.spec.ts › a group › stalled, then passed'],
      failedThenPassed: [
        'page.spec.ts › a group › failed, then passed',
        'page.spec.ts › a group › timed out, then passed',
      ],
    })
  })

  it('counts an error outside any test as a failure', () => {
    const counts = countBrowserTests({ ...report({}), errors: [{ message: 'a file failed to load' }] })
    expect(counts).toEqual({
      passed: 0,
      failed: 1,
      failures: ['outside any test: a file failed to load'],
      stalledThenPassed: [],
      failedThenPassed: [],
    })
  })
})
