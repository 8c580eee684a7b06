import { createHash } from 'node:crypto'

/** Inline scripts that run (not JSON-LD and other data blocks), as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  const scripts = html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)
  return [...scripts]
    .filter(([, attributes, body]) => body.length > 0 && !/\bsrc=/i.test(attributes))
    .filter(([, attributes]) => {
      const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]
      return type === undefined || type === '' || type === 'module' || /javascript/i.test(type)
    })
    .map(([, , body]) => body)
}

export const sha256Source = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

/**
 * The Content-Security-Policy of the site: only its own origin, Gatsby's and the site's inline scripts
 * allowed by hash. Styles need 'unsafe-inline': Gatsby writes style attributes (its focus wrapper and route
 * announcer), which hashes cover only with 'unsafe-hashes', and not in every browser.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(scriptHashes)].sort().join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The editor's policy (/admin/): Decap CMS needs more than the page, each source for a reason:
 * - script-src 'unsafe-eval': Decap validates its configuration with ajv, which compiles validators with
 *   `new Function`;
 * - style-src 'unsafe-inline': its interface is styled by emotion, which writes <style> elements at run time;
 * - img-src data: blob:, and GitHub's avatars: uploads and images read through GitHub's API are shown from
 *   blob: and data: URLs, and the logged-in editor's picture comes from avatars.githubusercontent.com;
 * - connect-src blob:, api.github.com, and www.githubstatus.com: Decap reads its own blob: URLs back (to keep
 *   a draft in the browser, to upload an image), the `github` backend reads and commits through GitHub's API,
 *   and checks GitHub's status page to warn of an outage.
 * Logging in opens Netlify's OAuth page in a pop-up window, which the policy does not govern.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    "connect-src 'self' blob: https://api.github.com https://www.githubstatus.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export type HeaderRule = { for: string; values: Record<string, string> }

/**
 * The `_headers` file Netlify reads from the published folder, with the rules only the build can write: the
 * CSP (it holds the hashes of this build's inline scripts) and each vCard's file name (from the content).
 */
export function headersFile(rules: readonly HeaderRule[]): string {
  return [
    '# Written by the build (gatsby-node.ts, onPostBuild). Every other header is in netlify.toml.',
    ...rules.flatMap((rule) => [
      rule.for,
      ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`),
    ]),
    '',
  ].join('\n')
}
