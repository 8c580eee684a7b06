import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { applyPatch, parsePatch, type StructuredPatch } from 'diff'
import webpack, { type Compiler } from 'gatsby/webpack'

/**
 * Fixes to Decap's own components, which Decap has not made yet, are made in the editor's build: each is a
 * unified diff in cms-packages/patches/, named `<package>-<what it fixes>.patch`, against the package's
 * published files (paths relative to the package's folder, `--- a/dist/esm/styles.js`), whose lines before the
 * first `---` say what it fixes, why, and Decap's issue for it (decaporg/decap-cms#NNNN). node_modules stays as
 * npm installed it: the build reads a patched file through this plugin, and fails, naming the patch and the file,
 * when a patch no longer applies (after an upgrade of Decap) or names a file the editor no longer bundles.
 * A script of /admin/ that is not the editor (a preview's, src/cms/siteEditor.ts) holds none of Decap's packages:
 * their patches have nothing to do with it.
 */

const NAME = 'DecapPatches'

/** The change one patch file makes to one file of a package. */
export interface FilePatch {
  /** The patch file's name, for messages. */
  patchName: string
  /** The package patched, as its folder under node_modules/ is named. */
  packageName: string
  /** The file patched, as webpack reads it: `node_modules/<package>/<file>`, with forward slashes. */
  target: string
  /** The patch file's path: a build dependency of the patched module. */
  patchFile: string
  change: StructuredPatch
}

/** Decap's patches, for `DecapPatchesPlugin`, and a digest of their names for webpack's persistent cache. */
export interface DecapPatches {
  patches: FilePatch[]
  /**
   * Changes when a patch is added or removed, so that the cache, whose modules know only the patches they were
   * built with, is not reused then. A patch's edits need no such thing: a patched module depends on its patches.
   */
  namesDigest: string
}

/** The package a patch is for: the longest start of its file's name that names one (`isPackage`). */
function packageOf(patchName: string, isPackage: (name: string) => boolean): string {
  const words = patchName.replace(/\.patch$/, '').split('-')
  for (let length = words.length - 1; length > 0; length--) {
    const candidate = words.slice(0, length).join('-')
    if (isPackage(candidate)) return candidate
  }
  throw new Error(
    `cms-packages/patches/${patchName} does not begin with the name of one of the editor's packages (<package>-<what it fixes>.patch)`,
  )
}

/** The path a diff names, without git's `a/` or `b/`. */
const diffPath = (name: string | undefined) => (name ?? '').replace(/^[ab]\//, '')

/**
 * Reads the patches in `patchDir`, in the order of their names, for the packages `isPackage` says the editor has.
 */
export async function readDecapPatches(patchDir: string, isPackage: (name: string) => boolean): Promise<DecapPatches> {
  const names = (await readdir(patchDir).catch(() => [] as string[])).filter((name) => name.endsWith('.patch')).sort()
  const patches = await Promise.all(
    names.map(async (patchName) => {
      const patchFile = path.join(patchDir, patchName)
      const packageName = packageOf(patchName, isPackage)
      return parsePatch(await readFile(patchFile, 'utf8')).map((change) => ({
        patchName,
        patchFile,
        packageName,
        target: `node_modules/${packageName}/${diffPath(change.oldFileName)}`,
        change,
      }))
    }),
  )
  return { patches: patches.flat(), namesDigest: createHash('sha256').update(names.join('\n')).digest('hex') }
}

/**
 * Decap's compiled styles carry, for development builds only, each its source map inline, in a comment that fills
 * a line with tens of kilobytes: a patch of such a line would be as long. The build takes those comments out of
 * a file it patches (they are never in a production bundle), and patches are made against the file without them.
 */
export const withoutInlineSourceMaps = (source: string) => source.replace(/\/\*# sourceMappingURL=data:[^*]*\*\//g, '')

/**
 * `source`, without its inline source maps, with each of `patches` applied in turn; throws, naming the patch and
 * the file, when one does not apply.
 */
export function patchedSource(source: string, patches: FilePatch[]): string {
  return patches.reduce((text, { patchName, target, change }) => {
    const patched = applyPatch(text, change)
    if (patched === false) {
      throw new Error(
        `cms-packages/patches/${patchName} no longer applies to ${target}: the package changed (an upgrade?). ` +
          'Drop the patch if the package fixed what it fixes, or make it again against the new file.',
      )
    }
    return patched
  }, withoutInlineSourceMaps(source))
}

/** The path of a module's file in the form of `FilePatch.target`, if it lies in a package. */
const packagePath = (resourcePath: string) => {
  const posixPath = resourcePath.split('?')[0].split(path.sep).join('/')
  const index = posixPath.lastIndexOf('node_modules/')
  return index === -1 ? undefined : posixPath.slice(index)
}

/**
 * Applies `patches` to the files they name as webpack reads them, and fails the build when one cannot be. The
 * editor's bundle (`editor`) must hold every patched file; another bundle, the files of the packages it holds.
 */
export class DecapPatchesPlugin {
  constructor(
    private readonly patches: FilePatch[],
    private readonly bundle: { editor: boolean },
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Before webpack's own reading of files (FileUriPlugin), which this one replaces for the patched files.
      webpack.NormalModule.getCompilationHooks(compilation)
        .readResource.for(undefined)
        .tapAsync({ name: NAME, stage: -10 }, (loaderContext, callback) => {
          const target = packagePath(loaderContext.resourcePath)
          const patches = this.patches.filter((patch) => patch.target === target)
          if (!patches.length) return callback()
          loaderContext.fs.readFile(loaderContext.resourcePath, (error, content) => {
            if (error || content === undefined) return callback(error ?? new Error(`${target} could not be read`))
            loaderContext.addDependency(loaderContext.resourcePath)
            for (const { patchFile } of patches) loaderContext.addDependency(patchFile)
            try {
              callback(null, patchedSource(content.toString('utf8'), patches))
            } catch (patchError) {
              callback(patchError as Error)
            }
          })
        })
      // A patch of a file that the editor no longer bundles would fix nothing, silently. A bundle that holds
      // nothing of a package (a preview's /admin/ script, which holds no editor) has nothing for its patches to fix.
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        const bundled = new Set(
          [...modules].map((module) => ('resource' in module ? packagePath(String(module.resource)) : undefined)),
        )
        const holdsPackage = (packageName: string) =>
          [...bundled].some((file) => file?.startsWith(`node_modules/${packageName}/`))
        for (const { patchName, packageName, target } of this.patches) {
          if (!bundled.has(target) && (this.bundle.editor || holdsPackage(packageName))) {
            compilation.errors.push(
              new webpack.WebpackError(
                `cms-packages/patches/${patchName} patches ${target}, which the editor no longer bundles: drop the patch or make it again against the file that now holds the code.`,
              ),
            )
          }
        }
      })
    })
  }
}
