import { parse, type DefaultTreeAdapterMap } from 'parse5'

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document']
export type Element = DefaultTreeAdapterMap['element']

/** The elements of an HTML document in document order, each with where its tag and attributes stand in the source. */
export function htmlElements(html: string): Element[] {
  const elements: Element[] = []
  const visit = (node: Node) => {
    if ('tagName' in node) elements.push(node)
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
  }
  visit(parse(html, { sourceCodeLocationInfo: true }))
  return elements
}

export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value

/** The text of an element such as <script> or <style>, as the browser hashes it for a Content-Security-Policy. */
export const textContent = (element: Element) =>
  element.childNodes.map((child) => (child.nodeName === '#text' ? (child as { value: string }).value : '')).join('')

export type Edit = { start: number; end: number; text: string }

/** The source with each range replaced by its text; the ranges must not overlap. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  return [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((source, { start, end, text }) => source.slice(0, start) + text + source.slice(end), html)
}

/** An edit that adds an attribute at the end of an element's start tag (before `>` or `/>`); without a value, a boolean one. */
export function addAttribute(html: string, element: Element, name: string, value?: string): Edit {
  const end = element.sourceCodeLocation?.startTag?.endOffset
  if (end === undefined) throw new Error(`<${element.tagName}> has no position in the source`)
  const at = html.slice(end - 2, end) === '/>' ? end - 2 : end - 1
  return { start: at, end: at, text: value === undefined ? ` ${name}` : ` ${name}="${value}"` }
}

/** An edit that removes an attribute, with the space before it. */
export function removeAttribute(html: string, element: Element, name: string): Edit {
  const location = element.sourceCodeLocation?.attrs?.[name]
  if (!location) throw new Error(`<${element.tagName}> has no ${name} attribute`)
  let start = location.startOffset
  while (start > 0 && /\s/.test(html[start - 1])) start -= 1
  return { start, end: location.endOffset, text: '' }
}
