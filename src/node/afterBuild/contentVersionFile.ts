import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { CONTENT_VERSION_PATH, gitBlobId, type ContentVersion } from '../../lib/content/contentVersion'
import { LANGUAGES } from '../../lib/i18n/languages'
import { writeWhole } from '../writeWhole'

/** The files an editor publishes: the content's JSON files and each language's texts. */
async function editedFiles(projectRoot: string): Promise<string[]> {
  const content = (await readdir(path.join(projectRoot, 'content'), { withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => `content/${entry.name}`)
  return [...content, ...LANGUAGES.map((language) => `locales/${language}/translation.json`)].sort()
}

/**
 * The version of the content this build was made from: git's id of each file the editor publishes, and, on
 * Netlify (which names the site in SITE_NAME), the address of the site's deploys.
 */
export async function contentVersion(
  projectRoot: string,
  env: Record<string, string | undefined>,
): Promise<ContentVersion> {
  const files = await Promise.all(
    (await editedFiles(projectRoot)).map(async (file) => [
      file,
      await gitBlobId(await readFile(path.join(projectRoot, file))),
    ]),
  )
  const deploys = env.SITE_NAME ? { deploys: `https://app.netlify.com/sites/${env.SITE_NAME}/deploys` } : {}
  return { files: Object.fromEntries(files) as Record<string, string>, ...deploys }
}

/**
 * Publishes the content's version, as the build's last step: `npm run cms` rebuilds in the folder it serves, and
 * the editor must not read the new version before the pages that show it. Written whole, so that a request never
 * reads half a file.
 */
export function writeContentVersion(publicDir: string, version: ContentVersion) {
  writeWhole(path.join(publicDir, CONTENT_VERSION_PATH), `${JSON.stringify(version, null, 2)}\n`)
}
