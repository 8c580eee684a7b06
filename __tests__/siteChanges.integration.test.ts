/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { projectCopy, type ProjectCopy } from './support/projectCopy'

// A copy of the project changed as its owners change it, each change built as Netlify builds the site, on the
// build before's caches (this folder's last build, as `npm test` runs this after its build): the contact card's
// logo removed, as an editor may, and then two rules of the stylesheets changed and nothing else. A language
// added, and a section, are __tests__/recipes.integration.test.ts's.

let copy: ProjectCopy
const built = (file: string) => readFileSync(copy.file(`public/${file}`), 'utf8')
const PAGES = ['index.html', 'en/index.html']

/** Builds the copy as it is now, and requires the build to succeed. */
function build() {
  const { status, output } = copy.run(path.resolve('node_modules/.bin/gatsby'), ['build'])
  expect(output).not.toMatch(/ERROR/)
  expect({ status, output: status === 0 ? '' : output.slice(-4000) }).toEqual({ status: 0, output: '' })
}

beforeAll(() => {
  copy = projectCopy('site-changes', { withLastBuild: true })
})
afterAll(() => copy.cleanUp())

describe("its logo removed, rebuilt on the last build's caches", () => {
  beforeAll(() => {
    copy.editJson('content/contact.json', (card) => delete card.img)
    copy.remove('content/images/logo.svg')
    build()
  }, 900_000)

  it("draws the icons from the company's initials, and every page links them", () => {
    expect(built('favicon.svg')).toMatch(/<text[^>]*>EM<\/text>/)
    expect(existsSync(copy.file('public/favicon.ico'))).toBe(true)
    const manifest = JSON.parse(built('manifest.webmanifest')) as { name: string; icons: { src: string }[] }
    expect(manifest.name).toBe('Exemplu Media')
    expect(manifest.icons.filter(({ src }) => !existsSync(copy.file(`public/${src}`)))).toEqual([])
    for (const page of PAGES) {
      expect(built(page)).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"')
      expect(built(page)).toMatch(/<a [^>]*href="\/(en\/)?#home"[^>]*><img src="\/favicon\.svg" alt="Exemplu Media: /)
    }
  })

  it.each(['ro', 'en'])('writes the %s vCard without a photo or a logo', (language) => {
    expect(built(`vcard/${language}.vcf`)).toContain('FN;LANGUAGE=ro-RO:Exemplu Media')
    expect(built(`vcard/${language}.vcf`)).not.toMatch(/^(PHOTO|LOGO)/m)
  })
})

describe("then a rule of the global and of a section's stylesheet changed alone, rebuilt on the same caches", () => {
  const RULES = [
    ['src/styles/global.css', '--space-6: 4rem;', '--space-6:4.25rem'],
    ['src/components/Landing.module.css', '--hero-muted: #d3deeb;', '--hero-muted:#d4dfec'],
  ] as const

  beforeAll(() => {
    for (const [file, rule, changed] of RULES) {
      const text = readFileSync(copy.file(file), 'utf8')
      expect(text).toContain(rule)
      copy.write(file, text.replace(rule, `${changed.replace(':', ': ')};`))
    }
    build()
  }, 900_000)

  // Gatsby writes a page again only when its renderer changed: see src/node/bundles/stylesInRenderHash.ts.
  it.each(PAGES)('%s has both rules as changed', (page) => {
    for (const [, , changed] of RULES) expect(built(page)).toContain(changed)
  })
})
