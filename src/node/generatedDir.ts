import path from 'node:path'

/**
 * The folder of the files the build writes for itself (gitignored): the font subsets, the editor's webpack
 * cache, the last build's mode. Gatsby's `.cache/` is Gatsby's: what it holds may change with any release.
 */
export const GENERATED_DIR = 'generated'

/** A path in the generated folder of `projectRoot`. */
export const generatedPath = (projectRoot: string, ...segments: string[]) =>
  path.join(projectRoot, GENERATED_DIR, ...segments)
