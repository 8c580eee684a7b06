/**
 * Which version of each content and locale file a build of the site was made from. The build publishes it at
 * CONTENT_VERSION_PATH (src/node/afterBuild/contentVersionFile.ts); after Publish, the editor reads it from its own
 * origin until the site holds what it published (src/cms/publishStatus.ts). A version is git's id of the
 * file's bytes, which the build reads from the repository and the editor computes from the text it publishes.
 */

export const CONTENT_VERSION_PATH = '/content-version.json'

export type ContentVersion = {
  /** Each file by its path in the repository (`content/contact.json`), with git's id of its bytes. */
  files: Record<string, string>
  /** Where this site's builds are listed (its deploys on Netlify), when Netlify built it. */
  deploys?: string
}

const GIT_ID = /^[0-9a-f]{40}$/

/** The id git gives a file of these bytes (`git hash-object`): the SHA-1 of `blob <length>\0` and the bytes. */
export async function gitBlobId(contents: string | Uint8Array): Promise<string> {
  const bytes = typeof contents === 'string' ? new TextEncoder().encode(contents) : contents
  const header = new TextEncoder().encode(`blob ${bytes.byteLength}\0`)
  const blob = new Uint8Array(header.byteLength + bytes.byteLength)
  blob.set(header)
  blob.set(bytes, header.byteLength)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', blob))
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `json` as a ContentVersion, or null when it is none (another file, an older build's, a half-written one). */
export function readContentVersion(json: unknown): ContentVersion | null {
  if (!isRecord(json) || !isRecord(json.files)) return null
  const files = Object.entries(json.files)
  if (!files.every(([, id]) => typeof id === 'string' && GIT_ID.test(id))) return null
  const deploys = typeof json.deploys === 'string' ? { deploys: json.deploys } : {}
  return { files: Object.fromEntries(files) as Record<string, string>, ...deploys }
}

/** Whether a build of `version` holds each of `published`'s files (path: git id) as it was published. */
export const holdsFiles = (version: ContentVersion, published: Record<string, string>) =>
  Object.entries(published).every(([path, id]) => version.files[path] === id)
