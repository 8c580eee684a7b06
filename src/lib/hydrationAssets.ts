/**
 * What Gatsby's runtime needs before it can hydrate a page, beyond the scripts Gatsby names in the HTML: the
 * page's data and the page's component script. For a catch-all page (matchPath) Gatsby's HTML names neither,
 * so the browser asked for the data only once the app script had run, and for the component script once the
 * data had come: two more round trips. Now they come with the HTML:
 * - the page's data in it, as JSON in a data block (`PAGE_DATA_ELEMENT_ID`, written by gatsby-ssr), which the
 *   page's entry hands to Gatsby's loader as `window.pageData` instead of it fetching page-data.json (the local
 *   server, as HTTP/1.1, opens six connections at most, so every request of the first view that can go, goes).
 *   As data, not as a script that sets it, it costs the browser nothing to compile before the first paint, and
 *   the page's policy needs no hash for it;
 * - the component script as an `async` script like Gatsby's own, which takes its turn after the fonts, not
 *   before them as a preload would (script preloads are fetched with high priority, async scripts with low);
 *   webpack's runtime finds it by its `src` instead of loading it again. The build adds it once the pages are
 *   rendered, from public/chunk-map.json (src/node/build/scriptsAfterFirstPaint.ts): read while rendering, the
 *   file made Gatsby warn that every later build must render every page again ("Unsafe builtin method"). The
 *   build then starts all of them after the first paint (src/lib/scriptsAfterFirstPaint.ts).
 */

/** The id of the page's data block (`<script type="application/json">`). */
export const PAGE_DATA_ELEMENT_ID = 'page-data'

/** The chunk map Gatsby writes to public/chunk-map.json before it renders the pages: the files of each chunk. */
export type ChunkMap = Record<string, string[]>

/** The part of a page's page-data.json this module reads; the rest goes into the page as it is. */
export type PageData = { componentChunkName: string }

/** The text of the page's data block: its page data as JSON, `<` escaped (JSON's own `\u003c`), so that no text of the content can close the script element. */
export const pageDataJson = (pageData: PageData) => JSON.stringify(pageData).replace(/</g, '\\u003c')

/** The files of the page's component script. */
export function componentScripts(chunkMap: ChunkMap, pageData: PageData): string[] {
  const scripts = chunkMap[pageData.componentChunkName]
  if (!scripts) throw new Error(`public/chunk-map.json names no files for the chunk ${pageData.componentChunkName}`)
  return scripts
}

/** The page's data from its data block; undefined in a page without one, for which Gatsby's loader fetches it. */
export function inlinePageData(document: Pick<Document, 'getElementById'>): unknown {
  const json = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent
  return json ? JSON.parse(json) : undefined
}
