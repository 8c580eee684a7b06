import { DOMParser, type Attr, type Element, type Node, type ProcessingInstruction } from '@xmldom/xmldom'
import { TokenType, tokenize } from '@csstools/css-tokenizer'

/**
 * What an SVG file holds that would run, or load something from elsewhere, when a browser opens it: read with an
 * XML parser (@xmldom/xmldom, the same code in the build and in the editor) as the browser reads an
 * image/svg+xml file, and its style sheets and attribute values with a CSS tokenizer (@csstools/css-tokenizer),
 * as the browser reads them, escapes decoded.
 */
export type SvgFinding = { kind: 'not-svg' } | { kind: 'active'; found: string } | null

const NAMESPACES = {
  svg: 'http://www.w3.org/2000/svg',
  xhtml: 'http://www.w3.org/1999/xhtml',
  mathml: 'http://www.w3.org/1998/Math/MathML',
} as const

/** Elements that run script or hold HTML, in whatever namespace: compared in lower case. */
const RUNNING_ELEMENTS = new Set(['script', 'foreignobject', 'handler', 'listener'])
/** Namespaces whose elements a browser makes live inside an SVG document: HTML's (iframes, scripts) and MathML's. */
const FOREIGN_NAMESPACES = new Set<string>([NAMESPACES.xhtml, NAMESPACES.mathml])
/** Attributes whose value is a URL, by local name (`href`, `xlink:href`, `xml:base`, `src`). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'base'])
/** The attributes of an animation that give the values of the attribute it animates. */
const ANIMATED_VALUES = ['from', 'to', 'by', 'values']
/** CSS functions whose string argument is a URL. */
const URL_FUNCTIONS = new Set(['url', 'src', 'image', 'image-set', '-webkit-image-set', 'cross-fade'])
/** Raster images an SVG may carry inside itself, as data: URLs. */
const EMBEDDED_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])

const MAX_SHOWN = 60
const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text)

/** A URL that stays inside the file: empty, a fragment (`#gradient`), or a raster image carried as a data: URL. */
function staysInside(url: string): boolean {
  const value = url.trim()
  if (value === '' || value.startsWith('#')) return true
  const comma = value.indexOf(',')
  if (!value.toLowerCase().startsWith('data:') || comma < 0) return false
  const [type] = value.slice('data:'.length, comma).split(';')
  return EMBEDDED_IMAGE_TYPES.has(type.trim().toLowerCase())
}

/** The first reference to elsewhere in CSS (a style sheet, a declaration, a presentation attribute), or null. */
function cssReference(css: string): string | null {
  const open: string[] = []
  for (const token of tokenize({ css })) {
    switch (token[0]) {
      case TokenType.AtKeyword:
        if (token[4].value.toLowerCase() === 'import') return '@import'
        break
      case TokenType.URL:
        if (!staysInside(token[4].value)) return `url(${shown(token[4].value)})`
        break
      case TokenType.BadURL:
        return shown(token[1])
      case TokenType.Function:
        open.push(token[4].value.toLowerCase())
        break
      case TokenType.OpenParen:
        open.push('')
        break
      case TokenType.CloseParen:
        open.pop()
        break
      case TokenType.String:
        if (URL_FUNCTIONS.has(open.at(-1) ?? '') && !staysInside(token[4].value))
          return `${open.at(-1)}("${shown(token[4].value)}")`
        break
    }
  }
  return null
}

/** A value as a browser reads it for its scheme: ASCII whitespace and control characters do not count. */
const withoutBlanks = (value: string) =>
  [...value].filter((character) => character.charCodeAt(0) > 0x20 && character !== '\u007f').join('')

const describe = (attribute: Attr) => `${attribute.name}="${shown(attribute.value)}"`

/** What `attribute` of `element` runs or loads, or null. */
function attributeFinding(element: Element, attribute: Attr): string | null {
  const name = (attribute.localName ?? attribute.name).toLowerCase()
  if (name.startsWith('on')) return attribute.name
  if (withoutBlanks(attribute.value).toLowerCase().includes('javascript:')) return describe(attribute)
  if (URL_ATTRIBUTES.has(name)) return staysInside(attribute.value) ? null : describe(attribute)
  // An animation of an event handler, or of a link: what it sets is a handler, or a URL.
  if (name === 'attributename' && attribute.value.trim().toLowerCase().startsWith('on')) return describe(attribute)
  const animated = element.getAttribute('attributeName')?.trim().toLowerCase()
  if (animated && URL_ATTRIBUTES.has(animated.split(':').at(-1) ?? '') && ANIMATED_VALUES.includes(name))
    return attribute.value.split(';').every(staysInside) ? null : describe(attribute)
  const css = cssReference(attribute.value)
  return css && `${attribute.name}: ${css}`
}

function elementFinding(element: Element): string | null {
  const { namespaceURI, tagName } = element
  const localName = element.localName ?? tagName
  if (RUNNING_ELEMENTS.has(localName.toLowerCase()) || FOREIGN_NAMESPACES.has(namespaceURI ?? '')) return `<${tagName}>`
  for (const attribute of Array.from(element.attributes)) {
    const found = attributeFinding(element, attribute)
    if (found) return found
  }
  if (localName === 'style') {
    const css = cssReference(element.textContent ?? '')
    if (css) return `<${tagName}>: ${css}`
  }
  return null
}

/** Every node under `node`, in document order. */
function* descendants(node: Node): Generator<Node> {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    yield child
    yield* descendants(child)
  }
}

/**
 * Parses XML, stopping at every problem, warnings too: an entity the parser does not know (declared in the
 * file's DOCTYPE, which browsers expand) would otherwise be left out of the tree this reads. Throws on any.
 */
const parseXml = (text: string) =>
  new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`)
    },
  }).parseFromString(text, 'application/xml')

/** The XML declaration (`<?xml version="1.0"?>`), which the parser reads as a processing instruction. */
const isXmlDeclaration = (node: Node): node is ProcessingInstruction =>
  node.nodeType === node.PROCESSING_INSTRUCTION_NODE && node.nodeName === 'xml'

/** The encoding an XML declaration names (`version="1.0" encoding="UTF-8"`), read as the attributes it looks like. */
const declaredEncoding = (declaration: string) =>
  parseXml(`<declaration ${declaration}/>`).documentElement?.getAttribute('encoding') ?? null

/**
 * The document, or null when it is not an SVG document as a browser would read these bytes and this parser
 * reads them alike: UTF-8 (the default of XML; a file that declares another encoding is read otherwise by the
 * browser), well-formed, its root SVG's `<svg>`.
 */
function parseSvg(bytes: Uint8Array) {
  try {
    const document = parseXml(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    const declaration = document.firstChild
    const encoding = declaration && isXmlDeclaration(declaration) ? declaredEncoding(declaration.data) : null
    if (encoding !== null && encoding.toLowerCase() !== 'utf-8') return null
    const root = document.documentElement
    return root?.namespaceURI === NAMESPACES.svg && root.localName === 'svg' ? document : null
  } catch {
    return null
  }
}

/**
 * The first thing in an SVG file that would run or load something from elsewhere: a script, an event
 * handler, HTML or MathML (<foreignObject>, or their elements), a javascript: URL, a reference to another file
 * (a link, an image, a style sheet, `url()`, a processing instruction such as <?xml-stylesheet?>); null when it
 * holds none, `not-svg` when it is not an SVG document at all. Fragments (`#id`) and raster images carried as
 * data: URLs stay inside the file, and are allowed.
 */
export function svgActiveContent(bytes: Uint8Array): SvgFinding {
  const document = parseSvg(bytes)
  if (!document) return { kind: 'not-svg' }
  for (const node of descendants(document)) {
    const instruction = node.nodeType === node.PROCESSING_INSTRUCTION_NODE && !isXmlDeclaration(node)
    const found = instruction
      ? `<?${node.nodeName}?>`
      : node.nodeType === node.ELEMENT_NODE
        ? elementFinding(node as Element)
        : null
    if (found) return { kind: 'active', found }
  }
  return null
}
