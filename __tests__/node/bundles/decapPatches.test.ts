/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import webpack from 'gatsby/webpack'
import { DecapPatchesPlugin, readDecapPatches } from '../../../src/node/bundles/decapPatches'

const PACKAGE = 'decap-cms-ui-example'
const PACKAGE_FILE = 'dist/esm/styles.js'

/** A patch of the package's file, in the form cms-packages/patches/ holds: a header, then a unified diff. */
const patchText = (before: string, after: string) =>
  [
    'Makes the grey darker, for contrast (decaporg/decap-cms#1333).',
    `--- a/${PACKAGE_FILE}`,
    `+++ b/${PACKAGE_FILE}`,
    '@@ -1,2 +1,2 @@',
    `-export const grey = '${before}'`,
    `+export const grey = '${after}'`,
    ' export const white = "#fff"',
    '',
  ].join('\n')

let project: string
let patchDir: string

beforeEach(async () => {
  project = await mkdtemp(path.join(tmpdir(), 'decap-patches-'))
  patchDir = path.join(project, 'patches')
  const packageDir = path.join(project, 'node_modules', PACKAGE)
  await mkdir(path.join(packageDir, path.dirname(PACKAGE_FILE)), { recursive: true })
  await mkdir(patchDir)
  await writeFile(path.join(packageDir, 'package.json'), JSON.stringify({ name: PACKAGE, module: PACKAGE_FILE }))
  await writeFile(path.join(packageDir, PACKAGE_FILE), `export const grey = '#798291'\nexport const white = "#fff"\n`)
  await writeFile(path.join(project, 'entry.js'), `import { grey } from '${PACKAGE}'\nconsole.log(grey)\n`)
})

afterEach(() => rm(project, { recursive: true, force: true }))

/**
 * Builds the project's `entry` (`entry.js`) with the patches in `patchDir`, as the editor's bundle unless `editor`
 * is false: the bundle's text, or the build's errors.
 */
async function build(entry = 'entry.js', { editor = true } = {}): Promise<{ bundle?: string; errors: string }> {
  const { patches } = await readDecapPatches(patchDir, (name) => name === PACKAGE)
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    webpack({
      mode: 'development',
      devtool: false,
      context: project,
      entry: path.join(project, entry),
      output: { path: path.join(project, 'out'), filename: 'bundle.js' },
      plugins: [new DecapPatchesPlugin(patches, { editor })],
    }).run((error, result) => (error ? reject(error) : resolve(result))),
  )
  const errors = stats?.toString({ all: false, errors: true }) ?? ''
  if (stats?.hasErrors()) return { errors }
  return { bundle: await readFile(path.join(project, 'out', 'bundle.js'), 'utf8'), errors }
}

describe("the editor's build with patches of Decap's packages", () => {
  it("bundles the package's file as its patch changes it", async () => {
    await writeFile(path.join(patchDir, `${PACKAGE}-contrast.patch`), patchText('#798291', '#5f6673'))
    const { bundle, errors } = await build()
    expect(errors).toBe('')
    expect(bundle).toContain('#5f6673')
    expect(bundle).not.toContain('#798291')
  })

  it('applies a patch made against the file without its inline source maps, which the bundle leaves out', async () => {
    const sourceMap = '/*# sourceMappingURL=data:application/json;charset=utf-8;base64,eyJ2ZXJzaW9uIjozfQ== */'
    await writeFile(
      path.join(project, 'node_modules', PACKAGE, PACKAGE_FILE),
      `export const grey = '#798291${sourceMap}'\nexport const white = "#fff"\n`,
    )
    await writeFile(path.join(patchDir, `${PACKAGE}-contrast.patch`), patchText('#798291', '#5f6673'))
    const { bundle, errors } = await build()
    expect(errors).toBe('')
    expect(bundle).toContain("'#5f6673'")
    expect(bundle).not.toContain('sourceMappingURL=data:')
  })

  it('fails, naming the patch and the file, when a patch no longer applies', async () => {
    await writeFile(path.join(patchDir, `${PACKAGE}-contrast.patch`), patchText('#8a8a8a', '#5f6673'))
    const { bundle, errors } = await build()
    expect(bundle).toBeUndefined()
    expect(errors).toContain(`cms-packages/patches/${PACKAGE}-contrast.patch no longer applies`)
    expect(errors).toContain(`node_modules/${PACKAGE}/${PACKAGE_FILE}`)
  })

  it("fails when a patch names a file the editor's bundle does not hold", async () => {
    await writeFile(path.join(patchDir, `${PACKAGE}-contrast.patch`), patchText('#798291', '#5f6673'))
    await writeFile(path.join(project, 'other.js'), 'console.log(1)\n')
    const { errors } = await build('other.js')
    expect(errors).toContain(`patches node_modules/${PACKAGE}/${PACKAGE_FILE}, which the editor no longer bundles`)
  })

  describe("in a bundle of /admin/ that is not the editor (a preview's)", () => {
    beforeEach(() => writeFile(path.join(patchDir, `${PACKAGE}-contrast.patch`), patchText('#798291', '#5f6673')))

    it('builds when the bundle holds nothing of the patched package', async () => {
      await writeFile(path.join(project, 'other.js'), 'console.log(1)\n')
      const { bundle, errors } = await build('other.js', { editor: false })
      expect(errors).toBe('')
      expect(bundle).toContain('console.log(1)')
    })

    it('fails when the bundle holds the package but no longer the patched file', async () => {
      await writeFile(path.join(project, 'node_modules', PACKAGE, 'dist/esm/colours.js'), 'export const red = "#c00"\n')
      await writeFile(
        path.join(project, 'other.js'),
        `import { red } from '${PACKAGE}/dist/esm/colours.js'\nconsole.log(red)\n`,
      )
      const { errors } = await build('other.js', { editor: false })
      expect(errors).toContain(`patches node_modules/${PACKAGE}/${PACKAGE_FILE}, which the editor no longer bundles`)
    })

    it("patches the package's file when it holds it", async () => {
      const { bundle, errors } = await build('entry.js', { editor: false })
      expect(errors).toBe('')
      expect(bundle).toContain('#5f6673')
    })
  })

  it('refuses a patch whose name does not begin with a package of the editor', async () => {
    await writeFile(path.join(patchDir, 'contrast.patch'), patchText('#798291', '#5f6673'))
    await expect(readDecapPatches(patchDir, (name) => name === PACKAGE)).rejects.toThrow(
      "contrast.patch does not begin with the name of one of the editor's packages",
    )
  })
})
