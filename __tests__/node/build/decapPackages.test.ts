/** @jest-environment node */
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import semver from 'semver'

// The editor loads decap-cms-app's prebuilt bundle with React 18 (src/node/build/adminBundle.ts). Every Decap
// package installed must accept the React it resolves: package.json's `overrides` hold them to the releases
// of decap-cms-app 3.6.4 that take React 18, and a newer one slipping in fails here.

type Manifest = { name: string; version: string; peerDependencies?: Record<string, string> }

/** Every package.json under `dir`'s node_modules, nested ones included, with the folder it sits in. */
async function installedPackages(dir: string): Promise<{ dir: string; manifest: Manifest }[]> {
  const modules = path.join(dir, 'node_modules')
  const names = await readdir(modules).catch(() => [] as string[])
  const folders = (
    await Promise.all(
      names.map(async (name) =>
        name.startsWith('@')
          ? (await readdir(path.join(modules, name))).map((scoped) => path.join(modules, name, scoped))
          : name.startsWith('.')
            ? []
            : [path.join(modules, name)],
      ),
    )
  ).flat()
  const found = await Promise.all(
    folders.map(async (folder) => {
      const manifest = await readFile(path.join(folder, 'package.json'), 'utf8').then(
        (text) => JSON.parse(text) as Manifest,
        () => undefined,
      )
      return manifest ? [{ dir: folder, manifest }, ...(await installedPackages(folder))] : []
    }),
  )
  return found.flat()
}

/** The version of `name` that code in `dir` resolves, as Node looks it up: the nearest node_modules upwards. */
async function resolvedVersion(dir: string, name: string, root: string): Promise<string | undefined> {
  for (let current = dir; current.startsWith(root); current = path.dirname(current)) {
    const manifest = await readFile(path.join(current, 'node_modules', name, 'package.json'), 'utf8').catch(
      () => undefined,
    )
    if (manifest) return (JSON.parse(manifest) as Manifest).version
    if (current === root) break
  }
  return undefined
}

describe('the installed Decap packages', () => {
  it('each accept the react and react-dom they resolve', async () => {
    const root = process.cwd()
    const decap = (await installedPackages(root)).filter(({ manifest }) => manifest.name.startsWith('decap-'))
    expect(decap.map(({ manifest }) => manifest.name)).toContain('decap-cms-core')
    const refusals = []
    for (const { dir, manifest } of decap) {
      for (const peer of ['react', 'react-dom']) {
        const range = manifest.peerDependencies?.[peer]
        if (!range) continue
        const version = await resolvedVersion(dir, peer, root)
        if (!version || !semver.satisfies(version, range))
          refusals.push(`${manifest.name}@${manifest.version} wants ${peer} ${range}, resolves ${version ?? 'none'}`)
      }
    }
    expect(refusals).toEqual([])
  })
})
