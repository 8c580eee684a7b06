/** @jest-environment node */
import { execFile, execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { contentFixture, type ContentFixture } from '../../support/contentFixture'
import { SCRIPTED_SVG } from '../../support/svgFiles'

const run = promisify(execFile)
const tsx = path.resolve('node_modules/.bin/tsx')
const script = path.resolve('scripts/check-content.mts')
const ro = 'locales/ro/translation.json'
const en = 'locales/en/translation.json'

/** `npm run check-content`'s output in `cwd`: its warning and error lines, and what it wrote to the job summary. */
function checkContent(cwd: string): string[] {
  const output = execFileSync(tsx, [script], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_STEP_SUMMARY: path.join(cwd, '.summary.md') },
  })
  return output.split('\n').filter((line) => /^(warning|error) /.test(line))
}

const jobSummary = (cwd: string) => readFileSync(path.join(cwd, '.summary.md'), 'utf8')

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], { cwd, encoding: 'utf8' })

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

  it('refuses a logo that would run a script, naming the field, the file and what it holds', async () => {
    await fixture.write('content/images/sigla-noua.svg', SCRIPTED_SVG)
    await fixture.editJson('content/contact.json', (data) => (data.img = 'images/sigla-noua.svg'))
    const failure = await run(tsx, [script], { cwd: fixture.root }).catch(
      (error: { code: number; stdout: string }) => error,
    )
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stdout: string }).stdout.trim().split('\n')).toEqual([
      'error content/contact.json: img: image "images/sigla-noua.svg" may hold only what a logo is drawn with (shapes, paths, text, groups, gradients, patterns, clip paths, masks, filters, <use>, <style> with CSS text, <title>, <desc> and the metadata of a drawing program), nothing that runs or loads something from elsewhere; it holds <script>',
    ])
  }, 20_000)

  it('check-content on a commit changing a Romanian text names its English counterpart; on one changing both, nothing, even in a shallow clone', async () => {
    git(fixture.root, 'init', '--quiet', '--initial-branch=main')
    git(fixture.root, 'add', '.')
    git(fixture.root, 'commit', '--quiet', '-m', 'content as landed')
    await fixture.editJson(ro, (data) => {
      data.landing_tagline = 'Agenție de presă online: știri generale, de business și de sport.'
    })
    git(fixture.root, 'commit', '--quiet', '-am', 'Romanian only')
    expect(checkContent(fixture.root)).toEqual([
      `warning ${en}: landing_tagline: needs a check: the Romanian was "Agenție de presă online: știri generale și de business." when the English was checked, and is now "Agenție de presă online: știri generale, de business și de sport."`,
    ])
    // The checks workflow's job summary lists it for whoever reviews the pull request.
    expect(jobSummary(fixture.root)).toContain('### Translations that need a check (1)')
    expect(jobSummary(fixture.root)).toContain(`- \`${en}\` \`landing_tagline\`: the Romanian was`)
    await fixture.editJson(en, (data) => {
      data.landing_tagline = 'Online media agency: general, business and sports news.'
    })
    git(fixture.root, 'commit', '--quiet', '-am', 'both')
    const shallow = path.join(fixture.root, 'shallow')
    git(fixture.root, 'clone', '--quiet', '--depth=1', `file://${fixture.root}`, shallow)
    expect(checkContent(shallow)).toEqual([])
    expect(jobSummary(shallow)).toContain('Every English value is checked against the current Romanian.')
  })
})
