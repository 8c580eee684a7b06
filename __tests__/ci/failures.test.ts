/** @jest-environment node */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { failureLine, tapFailures } from '../../scripts/testRun/failures.mts'

// npm test's summary says why each failed test failed: here, for node's test runner (the engines' stage), from
// the TAP report node itself writes.

const run = promisify(execFile)

/** The TAP report node's test runner writes for `source`. */
async function tapOf(source: string) {
  const folder = await mkdtemp(path.join(tmpdir(), 'tap-'))
  try {
    await writeFile(path.join(folder, 'journeys.test.mjs'), source)
    const result = await run('node', ['--test', '--test-reporter=tap', 'journeys.test.mjs'], { cwd: folder }).catch(
      (error: { stdout: string }) => error,
    )
    return result.stdout
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

describe("the failed tests' lines", () => {
  it('name each failed test with its group and the first line of its error, and not the group that holds it', async () => {
    const tap = await tapOf(`
      import assert from 'node:assert/strict'
      import { describe, test } from 'node:test'
      describe('Firefox ESR', () => {
        test('a journey', () => {})
        test("the editor's round trip", () => assert.fail("waited 30 s for the draft's save"))
        test('the menu', () => assert.deepEqual({ open: true }, { open: false }))
      })
      test('a stuck browser is killed', () => { throw new Error('still running\\nafter 10 s') })
    `)
    expect(tapFailures(tap)).toEqual([
      "Firefox ESR › the editor's round trip: waited 30 s for the draft's save",
      'Firefox ESR › the menu: Expected values to be strictly deep-equal:',
      'a stuck browser is killed: still running',
    ])
  })

  it('name nothing when every test passed', async () => {
    expect(tapFailures(await tapOf(`import { test } from 'node:test'\ntest('passes', () => {})`))).toEqual([])
  })

  it('say the title alone when a test gave no message, and leave out colours', () => {
    expect(failureLine('a test', undefined)).toBe('a test')
    expect(failureLine('a test', '\u001b[31m\n  expect(received).toBe(expected)\u001b[39m\nmore')).toBe(
      'a test: expect(received).toBe(expected)',
    )
  })
})
