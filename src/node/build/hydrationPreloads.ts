import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * What Gatsby's runtime fetches before it can hydrate a page: the build's app data, the page's data and its
 * component script. Gatsby writes no preload for them, so a visitor's browser would ask for them only once the
 * app script has run (a second and third round trip); preloaded, they share the first one with the HTML.
 * The data are fetched by XMLHttpRequest, in CORS mode for the cache to match (`crossOrigin`).
 */
export type HydrationPreload = { href: string; as: 'fetch' | 'script' }

/** Gatsby's page-data file of a page path: `/` is `index`, `/en/` is `en`. */
export const pageDataHref = (pagePath: string) =>
  `/page-data/${pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '')}/page-data.json`

/** The files of a webpack chunk, from the chunk map Gatsby writes to public/ before it renders the pages. */
function chunkFiles(publicDir: string, chunkName: string): string[] {
  const chunkMap = JSON.parse(readFileSync(path.join(publicDir, 'chunk-map.json'), 'utf8')) as Record<string, string[]>
  const files = chunkMap[chunkName]
  if (!files) throw new Error(`public/chunk-map.json names no files for the chunk ${chunkName}`)
  return files
}

export function hydrationPreloads(publicDir: string, pagePath: string, componentChunkName: string): HydrationPreload[] {
  return [
    { href: '/page-data/app-data.json', as: 'fetch' },
    { href: pageDataHref(pagePath), as: 'fetch' },
    ...chunkFiles(publicDir, componentChunkName).map((href) => ({ href, as: 'script' as const })),
  ]
}
