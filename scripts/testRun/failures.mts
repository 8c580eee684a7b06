// Why each failed test failed, as `npm test`'s summary names them: a stage's own output scrolls away while the
// other stages go on, and a CI log is often read from its end.
import { stripVTControlCharacters } from 'node:util'

/**
 * A failed test as the summary names it: its title and the first line of what it said, without the terminal's
 * colours that the runners put into their messages.
 */
export function failureLine(title: string, message: string | undefined) {
  const said = (message && stripVTControlCharacters(message))
    ?.split('\n')
    .map((line) => line.trim())
    .find(Boolean)
  return said ? `${title}: ${said}` : title
}

/**
 * A value of node's TAP diagnostics (YAML): `|-` and indented lines after it, or on its line, in single quotes,
 * or in double quotes (with JSON's escapes) when it holds a single quote.
 */
function tapValue(lines: string[], at: number): string {
  const value = lines[at].replace(/^\s*\w+: /, '')
  if (value === '|-') return lines[at + 1]
  if (value.startsWith("'")) return value.slice(1, -1).replaceAll("''", "'")
  return value.startsWith('"') ? (JSON.parse(value) as string) : value
}

/**
 * The failed tests of a report of node's test runner in TAP: each test that failed itself (not a group that
 * failed for its tests), titled with its groups as `group › test`.
 */
export function tapFailures(tap: string): string[] {
  const lines = tap.split('\n')
  const failures: string[] = []
  const groups: string[] = []
  lines.forEach((line, at) => {
    const subtest = /^( *)# Subtest: (.*)$/.exec(line)
    if (subtest) groups[subtest[1].length / 4] = subtest[2]
    const failed = /^( *)not ok \d+ - (.*)$/.exec(line)
    if (!failed) return
    const depth = failed[1].length / 4
    // Its diagnostics end at `...`, indented as the line; a report cut short ends them at its own end.
    const end = lines.indexOf(`${failed[1]}  ...`, at)
    const block = lines.slice(at + 1, end === -1 ? undefined : end)
    if (block.some((entry) => entry.trim() === "failureType: 'subtestsFailed'")) return
    const error = block.findIndex((entry) => /^\s*error: /.test(entry))
    const title = [...groups.slice(0, depth), failed[2]].join(' › ')
    failures.push(failureLine(title, error === -1 ? undefined : tapValue(block, error)))
  })
  return failures
}
