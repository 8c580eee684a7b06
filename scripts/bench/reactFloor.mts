// The React floor: the limit page (bench/limit-page/) hydrated by React 18 and nothing else. The spec puts
// React 18 on the page, so no site built to it can do better than this page: measured beside the limit page
// in the same run, it tells what React itself costs a load and a tap from what the site's own markup, styles
// and code add.
import { cp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'

const SCRIPT = 'react-floor.js'
// V8's compile hint, which opens each of the site's scripts too (COMPILE_HINT in gatsby-node.ts).
const COMPILE_HINT_LINE = '//# allFunctionsCalledOnLoad'

/**
 * Writes the React floor into `folder`: the limit page's files, its body wrapped in the element React hydrates,
 * and React's script bundled for production as the site's framework script is (minified, the compile hint on
 * its first line), loaded as the site's scripts are (async, at the end of the body). Paths are from the
 * repository's root, where the bench runs.
 */
export async function writeReactFloor(limitPage: string, folder: string) {
  await cp(limitPage, folder, { recursive: true })
  const page = path.join(folder, 'index.html')
  const html = await readFile(page, 'utf8')
  const wrapped = html
    .replace(/<body([^>]*)>/, '<body$1><div id="root"><div id="page">')
    .replace('</body>', `</div></div><script src="/${SCRIPT}" async></script></body>`)
  if (wrapped === html) throw new Error(`${page} has no <body> to hydrate`)
  await writeFile(page, wrapped)
  await build({
    entryPoints: ['scripts/bench/reactFloorHydrate.ts'],
    bundle: true,
    minify: true,
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: COMPILE_HINT_LINE },
    outfile: path.join(folder, SCRIPT),
    logLevel: 'warning',
  })
}
