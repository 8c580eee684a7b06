import { DOMParser, type Attr, type Document, type DocumentType, type Element, type Node } from '@xmldom/xmldom'
import {
  DATA_ATTRIBUTE,
  EDITOR_NAMESPACES,
  NAMESPACES,
  PRESENTATION_ATTRIBUTES,
  SVG_ATTRIBUTES,
  SVG_DOCTYPES,
  SVG_ELEMENTS,
} from './svgLogoAllowlist'
import { cssDeclarationsRefusal, cssValueRefusal, isOwnFragment, shown, styleSheetRefusal } from './svgLogoCss'
import { SVG_LIMITS } from './svgLogoLimits'

/**
 * The logo's rule: an SVG file is accepted when it holds only what a logo is drawn with (svgLogoAllowlist.ts),
 * so that it runs nothing and loads nothing from elsewhere wherever it is opened; anything else is refused,
 * named. The same code judges in the build and in the editor.
 *
 * It reads the file as a browser reads an image/svg+xml file, but only where XML parsers agree: UTF-8, XML 1.0,
 * no DOCTYPE of its own declarations (which browsers apply and @xmldom/xmldom does not), no entity but XML's
 * five. Its work is bounded before the parser runs (bytes, tags) and as it walks the tree, without recursion
 * (depth, attributes per element), so that no file stalls it.
 */
export type SvgRefusalReason =
  'element' | 'attribute' | 'property' | 'doctype' | 'too-large' | 'too-deep' | 'too-many-attributes'

export type SvgJudgement =
  { kind: 'accepted' } | { kind: 'not-svg' } | { kind: 'refused'; reason: SvgRefusalReason; found: string }

const ACCEPTED: SvgJudgement = { kind: 'accepted' }
const NOT_SVG: SvgJudgement = { kind: 'not-svg' }
const refused = (reason: SvgRefusalReason, found: string): SvgJudgement => ({ kind: 'refused', reason, found })

/** Characters XML 1.0 allows: at any other, a browser stops reading the file where the parser here may not. */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u

/** The text of UTF-8 bytes (its byte order mark left out), or null when they are not UTF-8 or not XML's. */
function decoded(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return NOT_XML_CHARACTER.test(text) ? null : text
  } catch {
    return null
  }
}

function tagCount(text: string): number {
  let count = 0
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) count++
  return count
}

/** An XML 1.0 declaration; the encoding it names, if any, must be UTF-8, which the bytes were read as. */
const XML_DECLARATION =
  /^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])1\.0\1(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])(?<encoding>[A-Za-z][\w.-]*)\2)?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(["'])(?:yes|no)\4)?[ \t\r\n]*\?>/

/** A DOCTYPE up to its internal subset (`[`) or its end (`>`). */
const DOCTYPE =
  /<!DOCTYPE[ \t\r\n]+(?<name>[^ \t\r\n[>]+)(?:[ \t\r\n]+PUBLIC[ \t\r\n]+(["'])(?<publicId>[^"']*)\2[ \t\r\n]+(["'])(?<systemId>[^"']*)\4|[ \t\r\n]+SYSTEM[ \t\r\n]+(["'])(?<systemOnly>[^"']*)\6)?[ \t\r\n]*(?<end>[[>])/y

/** XML's blanks, comments and processing instructions, which may come before a DOCTYPE. */
const MISCELLANEOUS = /(?:[ \t\r\n]+|<!--[^]*?-->|<\?[^]*?\?>)*/y

const DOCTYPE_SHOWN = 120

/**
 * A DOCTYPE may only name SVG's own DTD, which browsers know and load nothing for; one with declarations of its
 * own (an internal subset: entities, attribute defaults) is refused before the parser reads them.
 */
function doctypeRefusal(text: string, at: number): SvgJudgement | null {
  DOCTYPE.lastIndex = at
  const doctype = DOCTYPE.exec(text)
  const found = shown(text.slice(at, at + DOCTYPE_SHOWN).replace(/\s+/g, ' '))
  if (!doctype?.groups || doctype.groups.end === '[' || doctype.groups.name !== 'svg') return refused('doctype', found)
  const { publicId, systemId, systemOnly } = doctype.groups
  const known =
    publicId === undefined
      ? systemOnly === undefined || [...SVG_DOCTYPES.values()].includes(systemOnly)
      : SVG_DOCTYPES.get(publicId) === systemId
  return known ? null : refused('doctype', found)
}

/** What comes before the root: an XML declaration of UTF-8 and version 1.0, and a DOCTYPE of SVG's DTD. */
function prologJudgement(text: string): SvgJudgement | null {
  let at = 0
  if (/^<\?xml[ \t\r\n?]/.test(text)) {
    const declaration = XML_DECLARATION.exec(text)
    const encoding = declaration?.groups?.encoding ?? 'utf-8'
    if (!declaration || encoding.toLowerCase() !== 'utf-8') return NOT_SVG
    at = declaration[0].length
  }
  MISCELLANEOUS.lastIndex = at
  MISCELLANEOUS.exec(text)
  at = MISCELLANEOUS.lastIndex
  return text.startsWith('<!DOCTYPE', at) ? doctypeRefusal(text, at) : null
}

/**
 * The document, read as XML 1.0 is: every warning and error stops it (an entity it does not know, a namespace
 * prefix not declared), and only CR and CR LF are line breaks (xmldom's default also takes U+0085 and U+2028,
 * as XML 1.1 does, which would show it whitespace where a browser sees characters).
 */
function parsed(text: string): Document | null {
  try {
    return new DOMParser({
      locator: false,
      normalizeLineEndings: (input: string) => input.replace(/\r\n?/g, '\n'),
      onError: (level, message) => {
        throw new Error(`${level}: ${message}`)
      },
    }).parseFromString(text, 'application/xml')
  } catch {
    return null
  }
}

const tagOf = (element: Element) => `<${element.tagName}>`

function attributeRefused(element: Element, attribute: Attr): SvgJudgement {
  return refused('attribute', `<${element.tagName} ${attribute.name}="${shown(attribute.value)}">`)
}

/** An attribute of no namespace on an element of SVG's. */
function svgAttributeRefusal(element: Element, attribute: Attr): SvgJudgement | null {
  const { name, value } = attribute
  if (name === 'href') return isOwnFragment(value) ? null : attributeRefused(element, attribute)
  if (name === 'style') {
    const css = cssDeclarationsRefusal(value)
    return css === null ? null : refused('property', `<${element.tagName} style>: ${css}`)
  }
  if (PRESENTATION_ATTRIBUTES.has(name)) {
    const css = cssValueRefusal(value)
    return css === null ? null : refused('property', `<${element.tagName} ${name}>: ${css}`)
  }
  return SVG_ATTRIBUTES.has(name) || DATA_ATTRIBUTE.test(name) ? null : attributeRefused(element, attribute)
}

const XLINK_ATTRIBUTES = new Set(['title', 'type', 'actuate', 'show'])

/**
 * An attribute of an element. On an editor's element, its attributes of no namespace are its own data: no
 * browser gives an element outside HTML, SVG and MathML a handler, a style or a link.
 */
function attributeRefusal(element: Element, attribute: Attr, drawn: boolean): SvgJudgement | null {
  const { namespaceURI } = attribute
  const name = attribute.localName ?? attribute.name
  switch (namespaceURI) {
    case null:
      return drawn ? svgAttributeRefusal(element, attribute) : null
    case NAMESPACES.xmlns:
      return null
    case NAMESPACES.xml:
      return name === 'space' || name === 'lang' ? null : attributeRefused(element, attribute)
    case NAMESPACES.xlink:
      if (name === 'href') return isOwnFragment(attribute.value) ? null : attributeRefused(element, attribute)
      return XLINK_ATTRIBUTES.has(name) ? null : attributeRefused(element, attribute)
    default:
      return EDITOR_NAMESPACES.has(namespaceURI) ? null : attributeRefused(element, attribute)
  }
}

/** A <style> holds CSS text only: a browser reads its own text, not that of a child element, nor a comment. */
function styleRefusal(style: Element): SvgJudgement | null {
  let css = ''
  for (let child = style.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== child.TEXT_NODE && child.nodeType !== child.CDATA_SECTION_NODE)
      return refused('element', `${tagOf(style)}${child.nodeType === child.COMMENT_NODE ? '<!--' : child.nodeName}`)
    css += child.nodeValue ?? ''
  }
  const found = styleSheetRefusal(css)
  return found === null ? null : refused('property', `${tagOf(style)}: ${found}`)
}

function elementRefusal(element: Element, depth: number): SvgJudgement | null {
  if (depth > SVG_LIMITS.depth) return refused('too-deep', tagOf(element))
  if (element.attributes.length > SVG_LIMITS.attributes) return refused('too-many-attributes', tagOf(element))
  const drawn = element.namespaceURI === NAMESPACES.svg
  const known = drawn ? SVG_ELEMENTS.has(element.localName ?? '') : EDITOR_NAMESPACES.has(element.namespaceURI ?? '')
  if (!known) return refused('element', tagOf(element))
  for (let index = 0; index < element.attributes.length; index++) {
    const refusal = attributeRefusal(element, element.attributes[index], drawn)
    if (refusal) return refusal
  }
  return drawn && element.localName === 'style' ? styleRefusal(element) : null
}

function nodeRefusal(node: Node, depth: number): SvgJudgement | null {
  switch (node.nodeType) {
    case node.ELEMENT_NODE:
      return elementRefusal(node as Element, depth)
    // The XML declaration is read as one; it was checked with the prolog.
    case node.PROCESSING_INSTRUCTION_NODE:
      return node.nodeName === 'xml' ? null : refused('element', `<?${node.nodeName}?>`)
    // The prolog's check found none with an internal subset; the parser must agree.
    case node.DOCUMENT_TYPE_NODE:
      return (node as DocumentType).internalSubset ? refused('doctype', `<!DOCTYPE ${node.nodeName} [`) : null
    default:
      return null
  }
}

/** Every node, in document order, walked with a loop: a file nested 100,000 deep does not overflow the stack. */
function treeJudgement(document: Document): SvgJudgement {
  let depth = 0
  let node: Node | null = document.firstChild
  while (node) {
    const refusal = nodeRefusal(node, depth + 1)
    if (refusal) return refusal
    if (node.nodeType === node.ELEMENT_NODE && node.firstChild) {
      node = node.firstChild
      depth++
      continue
    }
    while (node && !node.nextSibling) {
      node = node.parentNode
      depth--
    }
    node = node?.nextSibling ?? null
  }
  return ACCEPTED
}

/**
 * Whether `bytes` may be the logo: accepted, not an SVG image at all (not UTF-8, not well-formed XML 1.0, or
 * its root not SVG's <svg>), or refused, with what was found: an element, an attribute, a CSS property or
 * value, a DOCTYPE, or a size beyond SVG_LIMITS.
 */
export function judgeSvgLogo(bytes: Uint8Array): SvgJudgement {
  if (bytes.length > SVG_LIMITS.bytes) return refused('too-large', `${bytes.length} bytes`)
  const text = decoded(bytes)
  if (text === null) return NOT_SVG
  if (tagCount(text) > SVG_LIMITS.tags) return refused('too-large', `more than ${SVG_LIMITS.tags} tags`)
  const prolog = prologJudgement(text)
  if (prolog) return prolog
  const document = parsed(text)
  const root = document?.documentElement
  if (!document || root?.namespaceURI !== NAMESPACES.svg || root.localName !== 'svg') return NOT_SVG
  return treeJudgement(document)
}
