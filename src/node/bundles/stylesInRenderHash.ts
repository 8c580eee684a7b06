import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Compiler } from 'webpack'

const NAME = 'StylesInRenderHash'

/**
 * Gatsby 5 writes a page's HTML again only when the server renderer's chunk for its template has a new hash
 * (or its data changed). The page's HTML carries the site's stylesheet inlined, but the renderer's chunks hold a
 * CSS file's class names only, never its rules: after a change of the rules alone, a build that starts from the
 * last one's `.cache/` and `public/` (every Netlify build after the first, src/node/netlifyAdapter.ts) kept
 * every page with the old styles inlined, and said "There are no new or changed html files to build". Added to
 * the renderer's webpack configuration, this plugin puts the text of every stylesheet the renderer imports into
 * the hash of each of its chunks, so that a change of any rule writes every page again.
 */
export class StylesInRenderHash {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let stylesDigest: string | undefined
      compilation.hooks.chunkHash.tap(NAME, (_chunk, hash) => {
        if (stylesDigest === undefined) {
          const digest = createHash('sha256')
          const stylesheets = [...compilation.modules]
            .map((module) => ('resource' in module ? String(module.resource) : ''))
            .filter((resource) => /\.css$/.test(resource))
            .sort()
          for (const stylesheet of stylesheets) digest.update(stylesheet).update(readFileSync(stylesheet))
          stylesDigest = digest.digest('hex')
        }
        hash.update(stylesDigest)
      })
    })
  }
}
