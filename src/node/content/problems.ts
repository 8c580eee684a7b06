import { closest, distance } from 'fastest-levenshtein'
import type { z } from 'zod'

/** One mistake in one file, as an editor reads it: `content/portfolio.json: sites[1].url: must be ...`. */
export type Problem = { file: string; field?: string; message: string; severity: 'error' | 'warning' }

export const error = (file: string, message: string, field?: string): Problem => ({
  file,
  field,
  message,
  severity: 'error',
})

export const warning = (file: string, message: string, field?: string): Problem => ({
  file,
  field,
  message,
  severity: 'warning',
})

export function formatProblem({ file, field, message }: Problem): string {
  return field ? `${file}: ${field}: ${message}` : `${file}: ${message}`
}

/** A zod path as a field name: `['sites', 1, 'url']` -> `sites[1].url`. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`))
    .join('')
}

/** What the value was, quoted, cut short when long. */
const got = (input: unknown) => {
  const shown = JSON.stringify(input)
  return shown.length > 80 ? `${shown.slice(0, 77)}...` : shown
}

/** The field names the schema allows at `path`, to suggest the one an editor meant. */
function knownFields(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema
  const unwrap = (value: unknown): unknown => {
    let inner = value as { unwrap?: () => unknown; def?: { type?: string } }
    while (inner?.def?.type === 'optional' || inner?.def?.type === 'nullable') inner = inner.unwrap!() as typeof inner
    return inner
  }
  for (const part of path) {
    const node = unwrap(current) as { shape?: Record<string, unknown>; element?: unknown }
    current = typeof part === 'number' ? node.element : node.shape?.[String(part)]
  }
  const shape = (unwrap(current) as { shape?: Record<string, unknown> })?.shape
  // `$schema` and `$translated` are written by tools, not by hand.
  return shape ? Object.keys(shape).filter((name) => !name.startsWith('$')) : []
}

/** The known name a mistyped one most likely meant, if one is close enough to be a typo. */
export function likelyMeant(name: string, known: readonly string[]): string | undefined {
  const suggestion = known.length ? closest(name, [...known]) : undefined
  return suggestion !== undefined && distance(name, suggestion) <= Math.max(2, Math.floor(name.length / 3))
    ? suggestion
    : undefined
}

function unknownField(file: string, schema: z.ZodType, path: readonly PropertyKey[], key: string): Problem {
  const known = knownFields(schema, path)
  const suggestion = likelyMeant(key, known)
  const hint = suggestion ? `did you mean "${suggestion}"?` : `known fields are ${known.join(', ')}`
  return error(file, `is not a known field; ${hint}`, fieldName([...path, key]))
}

/**
 * The problems zod found in a file, one per mistake, in the editors' wording. Unknown fields come first: a
 * misspelt field name also makes the field it meant missing, and the editor should read "did you mean" first.
 */
export function problemsFromIssues(file: string, schema: z.ZodType, issues: readonly z.core.$ZodIssue[]): Problem[] {
  const unknownFirst = [...issues].sort(
    (a, b) => Number(b.code === 'unrecognized_keys') - Number(a.code === 'unrecognized_keys'),
  )
  return unknownFirst.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => unknownField(file, schema, issue.path, key))
    const field = fieldName(issue.path) || undefined
    if (issue.input === undefined) return [error(file, `is missing; it ${issue.message}`, field)]
    return [error(file, `${issue.message}, got ${got(issue.input)}`, field)]
  })
}
