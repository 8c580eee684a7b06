/** @jest-environment node */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { CONTENT_VERSION_PATH, readContentVersion } from '../../../src/lib/content/contentVersion'
import { contentVersion, writeContentVersion } from '../../../src/node/afterBuild/contentVersionFile'
import { CONTENT_FILE_NAMES, contentFilePath } from '../../../src/lib/content/contentTypes'
import { LANGUAGES } from '../../../src/lib/i18n/languages'

const git = async (...args: string[]) => (await promisify(execFile)('git', args)).stdout.trim()

describe("the content's version a build publishes", () => {
  it("names every file an editor publishes, each with git's id of it", async () => {
    const version = await contentVersion(process.cwd(), {})
    expect(Object.keys(version.files)).toEqual(
      [
        ...CONTENT_FILE_NAMES.map(contentFilePath),
        ...LANGUAGES.map((language) => `locales/${language}/translation.json`),
      ].sort(),
    )
    for (const [file, id] of Object.entries(version.files)) expect(id).toBe(await git('hash-object', file))
    expect(version.deploys).toBeUndefined()
  })

  it("on Netlify, names the site's deploys", async () => {
    const version = await contentVersion(process.cwd(), { SITE_NAME: 'exemplu' })
    expect(version.deploys).toBe('https://app.netlify.com/sites/exemplu/deploys')
  })

  it('is written whole at its path, as the editor reads it, leaving nothing else', async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), 'content-version-'))
    try {
      const version = await contentVersion(process.cwd(), { SITE_NAME: 'exemplu' })
      writeContentVersion(publicDir, version)
      const written: unknown = JSON.parse(await readFile(path.join(publicDir, CONTENT_VERSION_PATH), 'utf8'))
      expect(readContentVersion(written)).toEqual(version)
      expect(await readdir(publicDir)).toEqual([CONTENT_VERSION_PATH.slice(1)])
    } finally {
      await rm(publicDir, { recursive: true, force: true })
    }
  })
})
