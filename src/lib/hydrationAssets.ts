/**
 * The page's data, which Gatsby's runtime needs before it can hydrate the page. For a catch-all page
 * (matchPath) Gatsby's HTML does not hold it, so the browser asked for it only once the app script had run: a
 * round trip more. It comes with the HTML instead, as JSON in a data block (`PAGE_DATA_ELEMENT_ID`, written by
 * gatsby-ssr), which the page's entry hands to Gatsby's loader as `window.pageData` instead of it fetching
 * page-data.json. As data, not as a script that sets it, it costs the browser nothing to compile before the
 * first paint, and the page's policy needs no hash for it.
 */

/** The id of the page's data block (`<script type="application/json">`). */
export const PAGE_DATA_ELEMENT_ID = 'page-data'

/** The text of the page's data block: its page data as JSON, `<` escaped (JSON's own `\u003c`), so that no text of the content can close the script element. */
export const pageDataJson = (pageData: unknown) => JSON.stringify(pageData).replace(/</g, '\\u003c')

/** The page's data from its data block; undefined in a page without one, for which Gatsby's loader fetches it. */
export function inlinePageData(document: Pick<Document, 'getElementById'>): unknown {
  const json = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent
  return json ? JSON.parse(json) : undefined
}
