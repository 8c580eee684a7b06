/**
 * The script of a preview's /admin/ (src/node/buildMode.ts), which holds no editor: its page names the production
 * site's editor, and this sends the visitor there at once, with the address's query and route (the entry, and a
 * field link's field and language).
 */

/** Where to send the visitor of `page`, at `location`: null on the site's own origin, rather than loop. */
export function siteEditorAddress(page: Document, location: Pick<Location, 'origin' | 'search' | 'hash'>) {
  const link = page.querySelector<HTMLAnchorElement>('a[href]')
  const editor = link && new URL(link.href)
  if (!editor || editor.origin === location.origin) return null
  return `${editor.origin}${editor.pathname}${location.search}${location.hash}`
}

const address = siteEditorAddress(document, window.location)
if (address) window.location.replace(address)
