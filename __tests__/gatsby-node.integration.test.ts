/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { projectCopy, type ProjectCopy } from './support/projectCopy'

// The build, run whole in a copy of the project with one change an editor can make.

const gatsbyBuild = (copy: ProjectCopy) => copy.run(path.resolve('node_modules/.bin/gatsby'), ['build'])

let copy: ProjectCopy
beforeEach(() => {
  copy = projectCopy('build')
})
afterEach(() => copy.cleanUp())

describe('the build', () => {
  it("builds a contact card without its logo: the icons show the company's initials, the vCards no photo", () => {
    copy.editJson('content/contact.json', (card) => delete card.img)
    copy.remove('content/images/logo.svg')

    const { status, output } = gatsbyBuild(copy)
    expect(output).not.toMatch(/ERROR/)
    expect(status).toBe(0)

    const built = (file: string) => readFileSync(copy.file(`public/${file}`), 'utf8')
    expect(built('favicon.svg')).toMatch(/<text[^>]*>EM<\/text>/)
    expect(existsSync(copy.file('public/favicon.ico'))).toBe(true)
    const manifest = JSON.parse(built('manifest.webmanifest')) as { name: string; icons: { src: string }[] }
    expect(manifest.name).toBe('Exemplu Media')
    expect(manifest.icons.filter(({ src }) => !existsSync(copy.file(`public/${src}`)))).toEqual([])
    for (const page of ['index.html', 'en/index.html']) {
      expect(built(page)).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"')
      expect(built(page)).toMatch(/<a [^>]*href="\/(en\/)?"[^>]*><img src="\/favicon\.svg" alt="Exemplu Media: /)
    }
    for (const vcard of ['vcard/ro.vcf', 'vcard/en.vcf']) {
      expect(built(vcard)).toContain('FN;LANGUAGE=ro-RO:Exemplu Media')
      expect(built(vcard)).not.toMatch(/^(PHOTO|LOGO)/m)
    }
  }, 600_000)

  it.each([
    [
      'content/contact.json',
      '{\n  "firstname": "Exemplu Media",\n  "email" "contact@example.com"\n}\n',
      'line 3, column 11',
    ],
    ['locales/en/translation.json', '{\n  "home": "Home"\n  "portfolio": "Portfolio"\n}\n', 'line 3, column 3'],
  ])(
    'stops at a JSON syntax mistake in %s, naming the file, line and column, before any plugin reads it',
    (file, text, where) => {
      copy.write(file, text)

      const { status, output } = gatsbyBuild(copy)
      expect(status).not.toBe(0)
      expect(output).toContain(`${file}: invalid JSON at ${where}`)
      // What the plugins print when they read a file first: the manifest's options, transformer-json's parser.
      expect(output).not.toMatch(/gatsby-plugin-manifest|Unable to parse JSON|SyntaxError/)
    },
    120_000,
  )
})
