import { scriptsAfterFirstPaintScript } from '../../lib/scriptsAfterFirstPaint'
import { addAttribute, applyEdits, attribute, htmlElements, type Edit } from './htmlElements'

/**
 * The page with its scripts held until the first paint: Gatsby's `<script async src>` elements each keep their
 * place and their `src`, marked `nomodule`, and one inline script after the last starts them once the first
 * paint is on screen (src/lib/scriptsAfterFirstPaint.ts). Subresource Integrity, which runs after, vouches for
 * them as for any script. A page without such scripts is left as it is.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const scripts = htmlElements(html).filter(
    (element) =>
      element.tagName === 'script' &&
      attribute(element, 'src') !== undefined &&
      attribute(element, 'async') !== undefined,
  )
  const last = scripts.at(-1)?.sourceCodeLocation?.endOffset
  if (last === undefined) return html
  const edits: Edit[] = [
    ...scripts.map((element) => addAttribute(html, element, 'nomodule')),
    { start: last, end: last, text: `<script>${scriptsAfterFirstPaintScript}</script>` },
  ]
  return applyEdits(html, edits)
}
