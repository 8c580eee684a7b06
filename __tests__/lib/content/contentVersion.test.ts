/** @jest-environment node */
import { execFile, execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { gitBlobId, holdsFiles, readContentVersion } from '../../../src/lib/content/contentVersion'

const git = async (...args: string[]) => (await promisify(execFile)('git', args)).stdout.trim()

const ID = {
  a: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  b: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
}

describe("a file's version: git's id of its bytes", () => {
  it('is the id git gives the same bytes, non-ASCII letters counted as the bytes they take', async () => {
    const text = 'Agenție de presă: știri\n'
    expect(await gitBlobId(text)).toBe(
      execFileSync('git', ['hash-object', '--stdin'], { input: text }).toString().trim(),
    )
    expect(await gitBlobId('')).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391')
  })

  it.each(['content/contact.json', 'locales/ro/translation.json'])(
    'of %s read from disk is the blob git keeps for it',
    async (file) => {
      const bytes = await readFile(file)
      const working = await git('hash-object', file)
      expect(await gitBlobId(new Uint8Array(bytes))).toBe(working)
    },
  )
})

describe('reading the published version', () => {
  it('takes files by path with their ids, and the deploys when named', () => {
    const json = { files: { 'content/contact.json': ID.a }, deploys: 'https://app.netlify.com/sites/x/deploys' }
    expect(readContentVersion(json)).toEqual(json)
    expect(readContentVersion({ files: { 'content/contact.json': ID.a } })).toEqual({
      files: { 'content/contact.json': ID.a },
    })
  })

  it.each([null, [], 'text', {}, { files: [] }, { files: { 'content/contact.json': 'abc' } }])(
    'refuses %j: no version',
    (json) => {
      expect(readContentVersion(json)).toBeNull()
    },
  )

  it('holds a publish when each of its files has its id, whatever the other files', () => {
    const version = { files: { 'content/contact.json': ID.a, 'content/portfolio.json': ID.b } }
    expect(holdsFiles(version, { 'content/contact.json': ID.a })).toBe(true)
    expect(holdsFiles(version, { 'content/contact.json': ID.b })).toBe(false)
    expect(holdsFiles(version, { 'content/contact.json': ID.a, 'locales/en/translation.json': ID.a })).toBe(false)
  })
})
