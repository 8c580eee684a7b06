import { createHash } from 'node:crypto'
import { attribute, htmlElements, textContent } from './htmlElements'

/** Inline scripts that run (not JSON-LD and other data blocks), as the browser hashes them. */
export function inlineScripts(html: string): string[] {
  return htmlElements(html)
    .filter((element) => element.tagName === 'script' && attribute(element, 'src') === undefined)
    .filter((element) => {
      const type = attribute(element, 'type')
      return type === undefined || type === '' || type === 'module' || /javascript/i.test(type)
    })
    .map(textContent)
    .filter((body) => body.length > 0)
}

/** Inline style sheets (<style> elements, such as the one Gatsby inlines the site's CSS in), as hashed. */
export const inlineStyles = (html: string): string[] =>
  htmlElements(html)
    .filter((element) => element.tagName === 'style')
    .map(textContent)
    .filter((body) => body.length > 0)

export const sha256Source = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

const sources = (hashes: readonly string[]) => ["'self'", ...[...new Set(hashes)].sort()].join(' ')

/**
 * The Content-Security-Policy of the site: nothing unless named (`default-src 'none'`), and each kind of
 * file the page loads named, from its own origin only: scripts and style sheets, plus the inline ones of this
 * build by hash (no 'unsafe-inline': the build moves the style attributes Gatsby writes into a style sheet),
 * images (and data: images: the small logo and the favicon are drawn from the page itself), fonts, page data
 * (connect-src) and the web manifest.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], styleHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src ${sources(scriptHashes)}`,
    `style-src ${sources(styleHashes)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The policy of the files the build publishes from the content, an editor's upload among them (the logo, as it
 * is): opened on their own, they run nothing. `sandbox` allows no script, form or pop-up and gives the document
 * an origin of its own, so that nothing in it reaches the site's storage, where the editor keeps an editor's
 * GitHub token; nothing is loaded but images (the site's, or carried inside as data:) and the file's own styles,
 * so that an SVG opened directly looks as it does on the page. An <img> and the web manifest show these files
 * as before: a policy governs documents, not the images they show.
 */
export const CONTENT_FILE_POLICY = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  'sandbox',
].join('; ')

/**
 * The editor's policy (/admin/), on the origin whose storage keeps every editor's GitHub token: like the page's,
 * nothing unless named (`default-src 'none'`); Decap CMS needs more than the page, each source for a reason.
 * Logging in opens Netlify's OAuth page in a pop-up window, which the policy does not govern; the pop-up answers
 * through `postMessage`, which it does not govern either.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    // The editor's own scripts, and no script made from a string: no 'unsafe-eval'. The editor bundles stand-ins
    // for the modules of Decap's that made one (src/cms/standIns/: its configuration's check with ajv, which the
    // build runs instead), and zod parses without compiling; no 'wasm-unsafe-eval' either: the one WebAssembly
    // in it encodes WebP, and the configuration saves images as JPEG (mediaProcessing.ts).
    "script-src 'self'",
    // Its style sheet, and inline styles: Decap's interface is styled by emotion, which writes <style> elements as
    // it draws, with no nonce or hash to name them by.
    "style-src 'self' 'unsafe-inline'",
    // The site's images and favicon, uploads and images read through GitHub's API shown from blob: and data:
    // URLs, and the logged-in editor's picture.
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    // The page's fonts, in the previews.
    "font-src 'self'",
    // Its configuration; Decap reads its own blob: URLs back (to keep a draft in the browser, to upload an image,
    // to check a file); the github backend reads and commits through GitHub's API, and Decap checks GitHub's
    // status page to warn of an outage.
    "connect-src 'self' blob: https://api.github.com https://www.githubstatus.com",
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
