import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser'
import { error, type Problem } from './problems'

const SYNTAX_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'malformed number',
  PropertyNameExpected: 'expected a field name in double quotes (is there a comma too many?)',
  ValueExpected: 'expected a value (is there a comma too many?)',
  ColonExpected: 'expected ":" after the field name',
  CommaExpected: 'expected "," between two entries',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: 'unexpected text after the end',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a text is missing its closing double quote',
  UnexpectedEndOfNumber: 'malformed number',
  InvalidUnicode: 'malformed \\u escape',
  InvalidEscapeCharacter: 'unknown escape after \\',
  InvalidCharacter: 'a text holds a line break or control character',
}

/** 1-based line and column of a character offset. */
function position(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before[before.length - 1].length + 1 }
}

/**
 * Parses JSON strictly (no comments, no trailing commas). A syntax mistake comes back as a problem that names
 * the line and column; later mistakes in the same file are left out, as they are usually echoes of the first.
 */
export function parseJson(file: string, text: string): { data: unknown } | { problem: Problem } {
  const errors: ParseError[] = []
  const data: unknown = parse(text, errors, {
    disallowComments: true,
    allowTrailingComma: false,
    allowEmptyContent: false,
  })
  if (errors.length === 0) return { data }
  const [first] = errors
  const { line, column } = position(text, first.offset)
  const code = printParseErrorCode(first.error)
  return { problem: error(file, `invalid JSON at line ${line}, column ${column}: ${SYNTAX_MESSAGES[code] ?? code}`) }
}
