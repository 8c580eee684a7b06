import type { UiLanguage } from '../../lib/editor/uiLanguage'

/**
 * Editing on this machine (`npm run cms`): the local server gives the editor Decap's local backend, the
 * decap-server process that reads and writes the working copy. The deployed site never mentions it: only the
 * local server adds it to what it serves.
 */

/**
 * The editor's config.yml with `local_backend` pointing at decap-server's API. The address names the
 * interface's language, so that what the local backend refuses is worded in it (src/node/localEditor/draftMerge.ts).
 */
export const withLocalBackend = (configYaml: string, apiUrl: string, language: UiLanguage) =>
  `${configYaml.trimEnd()}\n# Added by the local server for \`npm run cms\`.\nlocal_backend:\n  url: ${apiUrl}?lang=${language}\n`

/** A Content-Security-Policy that also lets the page connect to `origin`. */
export function allowConnectionsTo(csp: string, origin: string): string {
  const directives = csp.split(';').map((directive) => directive.trim())
  const index = directives.findIndex((directive) => directive.startsWith('connect-src '))
  if (index === -1) return [...directives, `connect-src 'self' ${origin}`].join('; ')
  return directives.map((directive, at) => (at === index ? `${directive} ${origin}` : directive)).join('; ')
}
