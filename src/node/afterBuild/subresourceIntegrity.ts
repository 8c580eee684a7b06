import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { addAttribute, applyEdits, attribute, htmlElements, type Element } from './htmlElements'

/** The links whose fetch the browser checks against an `integrity` attribute. */
const CHECKED_LINKS = new Set(['stylesheet', 'preload', 'modulepreload'])

/** The SRI value of a file: SHA-384, the hash the Subresource Integrity spec recommends, in base64. */
export const integrityOf = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`

/**
 * The path of the site's own file a script or a checked link loads, if it loads one: a path from the root
 * (`/app-1234.js`). Other origins are not the build's to vouch for, and the site loads nothing from them.
 */
function ownFilePath(element: Element): string | null {
  const rels = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/)
  // A preloaded response is used only by a request with the same integrity, and Gatsby fetches page data with
  // an XMLHttpRequest, which can state none: data preloaded with integrity would be fetched twice.
  const fetchPreload = rels.includes('preload') && attribute(element, 'as') === 'fetch'
  const url =
    element.tagName === 'script'
      ? attribute(element, 'src')
      : element.tagName === 'link' && rels.some((rel) => CHECKED_LINKS.has(rel)) && !fetchPreload
        ? attribute(element, 'href')
        : undefined
  if (!url?.startsWith('/') || url.startsWith('//')) return null
  return decodeURIComponent(new URL(url, 'https://site.invalid').pathname)
}

/**
 * The page with an `integrity` attribute on every script and stylesheet, preload (but data's) or modulepreload
 * link that loads one of the site's files, computed from that file in public/: whatever the build or a plugin adds to
 * the page, the browser runs or applies it only if its bytes are the ones built. A page that loads a file the
 * build did not write is an error, as that page is broken.
 */
export async function withSubresourceIntegrity(html: string, publicDir: string, page: string): Promise<string> {
  const loads = htmlElements(html)
    .filter((element) => attribute(element, 'integrity') === undefined)
    .map((element) => ({ element, filePath: ownFilePath(element) }))
    .filter((load): load is { element: Element; filePath: string } => load.filePath !== null)
  const edits = await Promise.all(
    loads.map(async ({ element, filePath }) => {
      const bytes = await readFile(path.join(publicDir, filePath)).catch(() => {
        throw new Error(`${page}: <${element.tagName}> loads ${filePath}, a file the build did not write.`)
      })
      return addAttribute(html, element, 'integrity', integrityOf(bytes))
    }),
  )
  return applyEdits(html, edits)
}
