import { applyEdits, attribute, htmlElements, removeAttribute, type Edit } from './htmlElements'

const PLAIN_ID = /^[A-Za-z][\w-]*$/

/**
 * The page with no `style` attribute: a policy without 'unsafe-inline' in style-src blocks them (a hash
 * allows one only with 'unsafe-hashes', which not every engine honours). Each moves into a <style> element at
 * the end of <head> as a rule for the element's id: Gatsby writes two, on its focus wrapper and its route
 * announcer, and React hydrates them without writing the attribute back (it compares no attributes in a
 * production build; styles it sets later go through the CSSOM, which the policy does not govern). A style
 * attribute on an element without a plain id (or with braces in it) is an error naming it: style it with a class instead.
 */
export function withoutStyleAttributes(html: string, page: string): string {
  const elements = htmlElements(html)
  const styled = elements.filter((element) => attribute(element, 'style') !== undefined)
  if (!styled.length) return html
  const rules = styled.map((element) => {
    const id = attribute(element, 'id') ?? ''
    const style = attribute(element, 'style') ?? ''
    if (!PLAIN_ID.test(id) || /[<{}]/.test(style)) {
      throw new Error(
        `${page}: <${element.tagName}${id ? ` id="${id}"` : ''} style="${style}"> has a style ` +
          "attribute, which the Content-Security-Policy blocks (style-src has no 'unsafe-inline'): use a class.",
      )
    }
    return `#${id}{${style}}`
  })
  const headEnd = elements.find((element) => element.tagName === 'head')?.sourceCodeLocation?.endTag?.startOffset
  if (headEnd === undefined) throw new Error(`${page}: no </head> to add the styles of its style attributes before.`)
  const edits: Edit[] = [
    ...styled.map((element) => removeAttribute(html, element, 'style')),
    { start: headEnd, end: headEnd, text: `<style>${rules.join('')}</style>` },
  ]
  return applyEdits(html, edits)
}
