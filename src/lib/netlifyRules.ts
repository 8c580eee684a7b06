/**
 * Netlify's routing rules, as its docs describe them, for the local server that tests the site under its
 * production headers (scripts/serve.ts): header rules from netlify.toml and `_headers`, all matching rules
 * applied and same-named values joined with ", "; rewrites and redirects from netlify.toml, first match
 * wins, and a rule without `force` only where no file exists.
 */

export type HeaderRule = { for: string; values: Record<string, string> }
export type RedirectRule = { from: string; to: string; status: number; force?: boolean }

/** `*` matches anything, slashes included; `:name` one path segment. */
export function pathPattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`)
}

/** Netlify's own Cache-Control for files no rule sets it for. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

export function headersFor(requestPath: string, rules: readonly HeaderRule[]): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (!pathPattern(rule.for).test(requestPath)) continue
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase()
      headers[key] = headers[key] ? `${headers[key]}, ${value}` : value
    }
  }
  headers['cache-control'] ??= DEFAULT_CACHE_CONTROL
  return headers
}

/** The first redirect or rewrite that applies to a path, given whether a file answers it. */
export function redirectFor(
  requestPath: string,
  rules: readonly RedirectRule[],
  fileExists: boolean,
): RedirectRule | null {
  return rules.find((rule) => (rule.force || !fileExists) && pathPattern(rule.from).test(requestPath)) ?? null
}

/** Parses a `_headers` file: a path line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ for: line.trim(), values: {} })
    } else if (rules.length) {
      const separator = line.indexOf(':')
      rules[rules.length - 1].values[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
    }
  }
  return rules
}
