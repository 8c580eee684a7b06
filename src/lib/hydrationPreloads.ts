/**
 * What Gatsby's runtime fetches before it can hydrate a page: the build's app data, the page's data and its
 * component script. Gatsby writes no preload for them, so a visitor's browser would ask for them only once the
 * app script has run (a second and third round trip); preloaded, they share the first one with the HTML.
 * The data are fetched by XMLHttpRequest, in CORS mode for the cache to match (`crossOrigin`).
 */
export type HydrationPreload = { href: string; as: 'fetch' | 'script' }

/** The chunk map Gatsby writes to public/chunk-map.json before it renders the pages: files of each chunk. */
export type ChunkMap = Record<string, string[]>

/** Gatsby's page-data file of a page path: `/` is `index`, `/en/` is `en`. */
export const pageDataHref = (pagePath: string) =>
  `/page-data/${pagePath === '/' ? 'index' : pagePath.replace(/^\/|\/$/g, '')}/page-data.json`

export function hydrationPreloads(
  chunkMap: ChunkMap,
  pagePath: string,
  componentChunkName: string,
): HydrationPreload[] {
  const componentFiles = chunkMap[componentChunkName]
  if (!componentFiles) throw new Error(`public/chunk-map.json names no files for the chunk ${componentChunkName}`)
  return [
    { href: '/page-data/app-data.json', as: 'fetch' },
    { href: pageDataHref(pagePath), as: 'fetch' },
    ...componentFiles.map((href) => ({ href, as: 'script' as const })),
  ]
}
