import { TokenType, tokenize, type CSSToken } from '@csstools/css-tokenizer'
import { CSS_FUNCTIONS, CSS_PROPERTIES, EDITOR_PROPERTY } from './svgLogoAllowlist'

/**
 * The CSS of a logo (a <style> sheet, a `style` attribute, a presentation attribute), read with a tokenizer
 * that follows CSS Syntax as browsers do (@csstools/css-tokenizer: escapes decoded, comments dropped), against
 * a grammar narrower than theirs: rules of a selector and declarations, no at-rule, no nesting, no block or
 * bracket in a value, every parenthesis closed. What a browser would read otherwise is refused, not guessed.
 * Each check returns what it refuses, shown as written, or null.
 */

const MAX_SHOWN = 60
export const shown = (text: string) => (text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text)

/**
 * Whether a URL names a part of the same file (`#gradient`), read as the URL parser reads it: tabs and line
 * breaks anywhere, and C0 controls and spaces before it, do not count; any other character (a no-break
 * space, which JavaScript's trim() would remove) makes it a path, relative to the file.
 */
export function isOwnFragment(url: string): boolean {
  const value = url.replace(/[\t\n\r]/g, '')
  let start = 0
  while (start < value.length && value.charCodeAt(start) <= 0x20) start++
  return value[start] === '#'
}

const tokensOf = (css: string) =>
  tokenize({ css }).filter((token) => token[0] !== TokenType.Comment && token[0] !== TokenType.EOF)

const textOf = (tokens: CSSToken[]) => shown(tokens.map((token) => token[1]).join(''))

const isBlank = (token: CSSToken | undefined) => token?.[0] === TokenType.Whitespace

/** The argument of url("…") that starts at `index`: it must be a string naming a part of the file. */
function urlArgumentRefusal(tokens: CSSToken[], index: number): string | null {
  let at = index
  while (isBlank(tokens[at])) at++
  const argument = tokens[at]
  if (argument?.[0] === TokenType.String && isOwnFragment(argument[4].value)) return null
  return `url(${argument ? shown(argument[1]) : ''})`
}

/** The tokens of a value: words, numbers, colours, strings, commas, and the functions allowed, closed. */
function valueRefusal(tokens: CSSToken[]): string | null {
  let open = 0
  for (const [index, token] of tokens.entries()) {
    switch (token[0]) {
      case TokenType.Whitespace:
      case TokenType.Ident:
      case TokenType.Number:
      case TokenType.Percentage:
      case TokenType.Dimension:
      case TokenType.Hash:
      case TokenType.Comma:
      case TokenType.Delim:
      case TokenType.String:
        break
      case TokenType.URL:
        if (!isOwnFragment(token[4].value)) return `url(${shown(token[4].value)})`
        break
      case TokenType.Function: {
        const name = token[4].value.toLowerCase()
        if (!CSS_FUNCTIONS.has(name)) return `${name}()`
        const refusal = name === 'url' ? urlArgumentRefusal(tokens, index + 1) : null
        if (refusal) return refusal
        open++
        break
      }
      case TokenType.OpenParen:
        open++
        break
      case TokenType.CloseParen:
        if (open-- === 0) return textOf(tokens)
        break
      default:
        return shown(token[1])
    }
  }
  return open === 0 ? null : textOf(tokens)
}

/** One declaration (`fill: #fff`), or nothing but blanks. */
function declarationRefusal(tokens: CSSToken[]): string | null {
  const start = tokens.findIndex((token) => !isBlank(token))
  if (start < 0) return null
  let colon = start + 1
  while (isBlank(tokens[colon])) colon++
  const name = tokens[start]
  if (name[0] !== TokenType.Ident || tokens[colon]?.[0] !== TokenType.Colon) return textOf(tokens)
  const property = name[4].value.toLowerCase()
  if (!isAllowedProperty(property)) return property
  const refusal = valueRefusal(tokens.slice(colon + 1))
  return refusal === null ? null : `${property}: ${refusal}`
}

/** Declarations separated by semicolons, as in a `style` attribute or a rule's block. */
function declarationsRefusal(tokens: CSSToken[]): string | null {
  let depth = 0
  let start = 0
  for (const [index, token] of [...tokens, null].entries()) {
    if (token?.[0] === TokenType.Function || token?.[0] === TokenType.OpenParen) depth++
    if (token?.[0] === TokenType.CloseParen) depth--
    if (token && (token[0] !== TokenType.Semicolon || depth > 0)) continue
    const refusal = declarationRefusal(tokens.slice(start, index))
    if (refusal) return refusal
    start = index + 1
  }
  return null
}

const SELECTOR_TOKENS = new Set<TokenType>([
  TokenType.Whitespace,
  TokenType.Ident,
  TokenType.Hash,
  TokenType.Delim,
  TokenType.Colon,
  TokenType.Comma,
  TokenType.String,
  TokenType.Number,
  TokenType.Percentage,
  TokenType.Dimension,
])

/** A rule's selector: names, classes, ids, combinators, pseudo-classes, attribute selectors, all closed. */
function selectorRefusal(tokens: CSSToken[]): string | null {
  const open: TokenType[] = []
  for (const token of tokens) {
    if (token[0] === TokenType.Function || token[0] === TokenType.OpenParen) open.push(TokenType.CloseParen)
    else if (token[0] === TokenType.OpenSquare) open.push(TokenType.CloseSquare)
    else if (token[0] === TokenType.CloseParen || token[0] === TokenType.CloseSquare) {
      if (open.pop() !== token[0]) return textOf(tokens)
    } else if (!SELECTOR_TOKENS.has(token[0])) return shown(token[1])
  }
  return open.length === 0 && tokens.some((token) => !isBlank(token)) ? null : textOf(tokens)
}

/**
 * CSS of nothing but words, numbers, colours, commas and `!important` (`#12355b`, `0.5`, `evenodd`), as most of
 * an Inkscape or Illustrator export is: its tokens cannot be a function, a URL, a string or a block, and need not
 * be read one by one, which takes some 10 µs a value.
 */
const PLAIN_VALUE = /^[\w \t\n\r\f#.,%!-]*$/
const PLAIN_DECLARATIONS = /^[\w \t\n\r\f#.,%!:;-]*$/

const isAllowedProperty = (name: string) => CSS_PROPERTIES.has(name) || EDITOR_PROPERTY.test(name)

/** A plain declaration (`fill:#fff`), or nothing but blanks: false only when it must be read token by token. */
function plainDeclarationAllowed(declaration: string): boolean {
  const [name, value, ...more] = declaration.split(':')
  return value === undefined ? name.trim() === '' : more.length === 0 && isAllowedProperty(name.trim().toLowerCase())
}

/** A value of a presentation attribute (`fill="url(#g)"`). */
export const cssValueRefusal = (css: string) => (PLAIN_VALUE.test(css) ? null : valueRefusal(tokensOf(css)))

/** A `style` attribute. */
export const cssDeclarationsRefusal = (css: string) =>
  PLAIN_DECLARATIONS.test(css) && css.split(';').every(plainDeclarationAllowed)
    ? null
    : declarationsRefusal(tokensOf(css))

/** A <style> sheet: rules of a selector and a block of declarations, nothing else. */
export function styleSheetRefusal(css: string): string | null {
  const tokens = tokensOf(css)
  let start = 0
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]
    if (token[0] === TokenType.AtKeyword) return `@${shown(token[4].value)}`
    if (token[0] !== TokenType.OpenCurly) continue
    let end = index + 1
    while (end < tokens.length && tokens[end][0] !== TokenType.CloseCurly && tokens[end][0] !== TokenType.OpenCurly)
      end++
    if (tokens[end]?.[0] !== TokenType.CloseCurly) return textOf(tokens.slice(start, end + 1))
    const refusal = selectorRefusal(tokens.slice(start, index)) ?? declarationsRefusal(tokens.slice(index + 1, end))
    if (refusal) return refusal
    start = end + 1
    index = end
  }
  return tokens.slice(start).every(isBlank) ? null : textOf(tokens.slice(start))
}
