/** @jest-environment node */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { contentFixture, type ContentFixture } from '../../support/contentFixture'

const run = promisify(execFile)
const tsx = path.resolve('node_modules/.bin/tsx')
const script = path.resolve('scripts/check-content.mts')

let fixture: ContentFixture
beforeEach(async () => {
  fixture = await contentFixture()
})
afterEach(() => fixture.cleanUp())

describe('npm run check-content', () => {
  it('exits 0 on valid content', async () => {
    const { stdout } = await run(tsx, [script], { cwd: fixture.root })
    expect(stdout).toMatch(/content\/ and locales\/ are valid/)
  })

  it('exits non-zero and prints one line per problem', async () => {
    await fixture.editJson('content/portfolio.json', (data) => (data.sites[0].url = 'javascript:alert(1)'))
    await fixture.editJson('content/contact.json', (data) => (data.email = 'nope'))
    const failure = await run(tsx, [script], { cwd: fixture.root }).catch(
      (error: { code: number; stdout: string }) => error,
    )
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stdout: string }).stdout.trim().split('\n')).toEqual([
      'error content/contact.json: email: must be an email address like name@example.com, got "nope"',
      'error content/portfolio.json: sites[0].url: must be an https:// URL, with no spaces, got "javascript:alert(1)"',
    ])
  }, 20_000)

  it('refuses a 6,000 px photo put into content/images/ by hand, naming it and what to do', async () => {
    const photo = sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#2a6f97' } })
    await fixture.write('content/images/phone-photo.jpg', await photo.jpeg().toBuffer())
    const failure = await run(tsx, [script], { cwd: fixture.root }).catch(
      (error: { code: number; stdout: string }) => error,
    )
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stdout: string }).stdout.trim().split('\n')).toEqual([
      'error content/images/phone-photo.jpg: is 6000 px wide, must be at most 1200 px, the widest the page shows it, and no content file uses it: upload it in the editor (/admin/), which saves it at that size, or shrink it, or remove it',
    ])
  }, 20_000)
})
