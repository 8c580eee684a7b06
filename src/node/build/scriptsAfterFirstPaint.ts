import { HELD_SCRIPT_TYPE, scriptsAfterFirstPaintScript } from '../../lib/scriptsAfterFirstPaint'
import { addAttribute, applyEdits, attribute, htmlElements, removeAttribute, type Edit } from './htmlElements'

/**
 * The page with its `<script async src>` elements (Gatsby's and the page component's) held: each keeps its
 * place and its `src`, with a type that is not JavaScript, and one inline script after the last starts them
 * once the first paint is on screen (src/lib/scriptsAfterFirstPaint.ts). Subresource Integrity, which runs
 * after, vouches for them as for any script. A page without such scripts is left as it is.
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
    ...scripts.flatMap((element) => [
      removeAttribute(html, element, 'async'),
      addAttribute(html, element, 'type', HELD_SCRIPT_TYPE),
    ]),
    { start: last, end: last, text: `<script>${scriptsAfterFirstPaintScript}</script>` },
  ]
  return applyEdits(html, edits)
}
