/** @jest-environment node */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import semver from 'semver'

// The editor (/admin/) is bundled from the packages of the `cms-packages` workspace, on React
// 19, while the page keeps React 18 (src/node/bundles/adminBundle.ts). Every package of the editor's tree,
// Decap's and their dependencies alike, must be installed as it asks, as npm sees it (with package.json's
// `overrides`): an invalid or missing one there fails here, as `npm ls` does.

type Installed = {
  version?: string
  invalid?: string
  missing?: boolean
  problems?: string[]
  dependencies?: Record<string, Installed>
}
type Manifest = { dependencies: Record<string, string> }

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest
const WORKSPACE = 'cms-packages'
// npm ls exits 1 when it finds a problem, and still prints the tree.
const listing = spawnSync('npm', ['ls', '--all', '--json', '--workspace', WORKSPACE], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
const editor = (JSON.parse(listing.stdout) as Installed).dependencies![WORKSPACE]

/** Every package of `tree`, as `name@version` with what npm says of it. */
const packagesOf = (tree: Installed): [string, Installed][] =>
  Object.entries(tree.dependencies ?? {}).flatMap(([name, installed]) => [
    [`${name}@${installed.version ?? '(missing)'}`, installed] as [string, Installed],
    ...packagesOf(installed),
  ])

describe("the editor's packages", () => {
  it('run on React 19, apart from the page, which keeps React 18', () => {
    expect(semver.major(editor.dependencies!.react.version!)).toBe(19)
    expect(semver.major(editor.dependencies!['react-dom'].version!)).toBe(19)
    expect(semver.minVersion(manifest.dependencies.react)!.major).toBe(18)
  })

  it('are each installed as they ask: nothing invalid or missing', () => {
    const packages = packagesOf(editor)
    expect(packages.map(([name]) => name)).toContainEqual(expect.stringMatching(/^decap-cms-core@/))
    const problems = packages
      .filter(([, installed]) => installed.invalid || installed.missing || installed.problems?.length)
      .map(([name, installed]) => `${name}: ${installed.invalid ?? installed.problems?.join('; ') ?? 'missing'}`)
    expect([...new Set(problems)]).toEqual([])
  })
})
