/** @jest-environment node */
import { spawnSync } from 'node:child_process'

// The whole installed tree, as npm sees it with package.json's overrides (see dependencies.test.ts for why each
// override is there): an override too narrow or too wide shows here as an invalid package.

describe('the installed tree', () => {
  it('holds every package as the packages that depend on it ask (npm ls --all)', () => {
    // npm ls exits 1 on a problem and still prints its report, with the problems listed.
    const listing = spawnSync('npm', ['ls', '--all', '--json'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
    expect((JSON.parse(listing.stdout) as { problems?: string[] }).problems ?? []).toEqual([])
    expect(listing.status).toBe(0)
  })
})
