import { componentScripts, PAGE_DATA_ELEMENT_ID, type ChunkMap } from '../../lib/hydrationAssets'
import { scriptsAfterFirstPaintScript } from '../../lib/scriptsAfterFirstPaint'
import { addAttribute, applyEdits, attribute, htmlElements, textContent, type Edit } from './htmlElements'

/**
 * The page with its scripts held until the first paint: Gatsby's `<script async src>` elements, and after them
 * the page component's, which Gatsby does not name for a catch-all page (src/lib/hydrationAssets.ts), found in
 * `chunkMap` by the page's data block. Each keeps its place and its `src`, marked `nomodule`, and one inline
 * script after the last starts them once the first paint is on screen (src/lib/scriptsAfterFirstPaint.ts).
 * Subresource Integrity, which runs after, vouches for them as for any script. A page without such scripts is
 * left as it is.
 */
export function withScriptsAfterFirstPaint(html: string, chunkMap: ChunkMap): string {
  const elements = htmlElements(html)
  const scripts = elements.filter(
    (element) =>
      element.tagName === 'script' &&
      attribute(element, 'src') !== undefined &&
      attribute(element, 'async') !== undefined,
  )
  const last = scripts.at(-1)?.sourceCodeLocation?.endOffset
  if (last === undefined) return html
  const pageData = elements.find((element) => attribute(element, 'id') === PAGE_DATA_ELEMENT_ID)
  const component = pageData ? componentScripts(chunkMap, JSON.parse(textContent(pageData))) : []
  const edits: Edit[] = [
    ...scripts.map((element) => addAttribute(html, element, 'nomodule')),
    {
      start: last,
      end: last,
      text:
        component.map((src) => `<script src="${src}" async nomodule></script>`).join('') +
        `<script>${scriptsAfterFirstPaintScript}</script>`,
    },
  ]
  return applyEdits(html, edits)
}
