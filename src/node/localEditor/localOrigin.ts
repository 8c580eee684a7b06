import type { IncomingHttpHeaders } from 'node:http'

/**
 * `npm run cms` writes to this machine's repository, so its backend answers the local site's editor only: a
 * web page anywhere else the developer has open (another site, another local server) must not drive it. The
 * browser names the page a request comes from in `Origin`, on every request that can change anything.
 */

/** The addresses of the local site whose editor may use the backend (Decap's local backend runs on either). */
export const localSiteOrigins = (sitePort: number): string[] => [
  `http://localhost:${sitePort}`,
  `http://127.0.0.1:${sitePort}`,
]

/**
 * Whether a request may reach the backend: one from the local site's origin, or one no web page made (a
 * program on this machine sends neither `Origin` nor the `Sec-Fetch-Site` that browsers add to every request).
 */
export function isFromLocalSite(headers: IncomingHttpHeaders, origins: readonly string[]): boolean {
  const { origin } = headers
  if (origin !== undefined) return origins.includes(origin)
  return headers['sec-fetch-site'] === undefined
}

/** What a request from anywhere else gets: 403, with no CORS header, so a page cannot even read the refusal. */
export const REFUSAL = {
  status: 403,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ error: "Only the local site's editor may use this backend." }),
} as const
