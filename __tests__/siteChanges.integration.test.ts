/** @jest-environment node */
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import vCard from 'vcf'
import { LANGUAGE_RECORDS } from '../src/lib/i18n/languages'
import { GERMAN } from './support/languages'
import { missingLanguageRules } from './support/netlifyLanguageRules'
import { projectCopy, type ProjectCopy } from './support/projectCopy'

// A copy of the project changed as its owners change it, each change built as Netlify builds the site: first
// docs/recipes.md's "Add a language", German from its record, its translation file and its values in the
// content files and nothing else, into a page with everything a language's page has; then the contact card's
// logo removed, as an editor may, and then two rules of the stylesheets changed and nothing else, each rebuilt
// on the build before's caches, as Netlify's next build is.

const SITE = 'https://www.example.com'
const RECORDS_END = '] as const satisfies readonly LanguageRecord[]'

type Site = { description: Record<string, string>; img: Record<string, string> }

/** The recipe's three steps: the record, the translation file, the content's values. */
function addGerman(copy: ProjectCopy) {
  const languages = readFileSync(copy.file('src/lib/i18n/languages.ts'), 'utf8')
  expect(languages).toContain(RECORDS_END)
  copy.write('src/lib/i18n/languages.ts', languages.replace(RECORDS_END, `${JSON.stringify(GERMAN)},\n${RECORDS_END}`))

  const english = JSON.parse(readFileSync(copy.file('locales/en/translation.json'), 'utf8'))
  delete english.$translated // A new translation has not been checked yet.
  mkdirSync(copy.file('locales/de'))
  copy.write(
    'locales/de/translation.json',
    `${JSON.stringify(
      {
        ...english,
        home: 'Start',
        landing_tagline: 'Online-Medienagentur: allgemeine und Wirtschaftsnachrichten.',
        contact_button_add_contact: 'Zu Kontakten hinzufügen',
      },
      null,
      2,
    )}\n`,
  )

  copy.editJson('content/contact.json', (contact) => {
    contact.address.de = { ...contact.address.en, locality: 'Bukarest', country: 'Rumänien' }
  })
  copy.editJson('content/portfolio.json', (portfolio: { sites: Site[] }) => {
    for (const site of portfolio.sites) {
      site.description.de = `${site.description.en} (Deutsch)`
      site.img.de = site.img.en
    }
  })
}

let copy: ProjectCopy
const built = (file: string) => readFileSync(copy.file(`public/${file}`), 'utf8')

/** Builds the copy as it is now, with `env` over this process's, and requires the build to succeed. */
function build(env: Record<string, string> = {}) {
  const { status, output } = copy.run(path.resolve('node_modules/.bin/gatsby'), ['build'], { ...process.env, ...env })
  expect(output).not.toMatch(/ERROR/)
  expect({ status, output: status === 0 ? '' : output.slice(-4000) }).toEqual({ status: 0, output: '' })
}

// Both builds belong to the whole file, so that a test picked alone (jest -t) still finds the copy it expects.
beforeAll(() => {
  copy = projectCopy('site-changes')
  addGerman(copy)
  // The recipe's `npm run schema:update`: a build that writes the GraphQL schema's snapshot with the new language.
  build({ UPDATE_SCHEMA_SNAPSHOT: '1' })
}, 900_000)
afterAll(() => copy.cleanUp())

describe('a third language, added as docs/recipes.md says', () => {
  const pages = ['index.html', 'en/index.html', 'de/index.html']

  it('builds its page in its language, with its canonical address', () => {
    expect(built('de/index.html')).toMatch(/^<!DOCTYPE html><html lang="de"/i)
    expect(built('de/index.html')).toMatch(new RegExp(`<link rel="canonical" href="${SITE}/de/"`))
    expect(built('de/index.html')).toContain('Online-Medienagentur: allgemeine und Wirtschaftsnachrichten.')
  })

  it.each(pages)('lists it in the hreflang alternates and the language menu of %s', (page) => {
    expect(built(page)).toMatch(new RegExp(`<link rel="alternate" hrefLang="de" href="${SITE}/de/"`, 'i'))
    expect(built(page)).toMatch(/<a [^>]*href="\/de\/"[^>]*>(?:(?!<\/a>).)*Deutsch/s)
  })

  it('gives its page the same Content-Security-Policy as the others', () => {
    const policyOf = (rule: string) =>
      new RegExp(`^${rule.replace(/[/*.]/g, '\\$&')}\\n(?:\\s+.*\\n)*?\\s+Content-Security-Policy: (.*)$`, 'm').exec(
        built('_headers'),
      )?.[1]
    expect(policyOf('/de/*')).toMatch(/^default-src 'none'/)
    expect(policyOf('/de/*')).toBe(policyOf('/'))
  })

  it('lists its page in the sitemap', () => {
    expect(built('sitemap.xml')).toContain(`<loc>${SITE}/de/</loc>`)
  })

  it('writes its vCard, with its address and the fields its record names (no fax)', () => {
    const card = new vCard().parse(built('vcard/de.vcf'))
    expect(card.get('fn').valueOf()).toBe('Exemplu Media')
    expect(String(card.get('adr').valueOf())).toContain('Bukarest')
    expect(built('vcard/de.vcf')).not.toMatch(/^TEL;TYPE=fax/im)
  })

  it("makes netlify.toml's test name the language whose rewrite and cache rule it must be given", () => {
    expect(missingLanguageRules(copy.file('netlify.toml'), [...LANGUAGE_RECORDS, GERMAN])).toEqual([
      'de: no [[redirects]] from "/de/*" to "/de/index.html", status 200, before "/*"',
      'de: no [[headers]] for "/de/*" with Cache-Control "public, max-age=0, must-revalidate"',
    ])
  })
})

describe('then its logo removed, rebuilt on the same caches', () => {
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
    for (const page of ['index.html', 'en/index.html', 'de/index.html']) {
      expect(built(page)).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"')
      expect(built(page)).toMatch(/<a [^>]*href="\/((en|de)\/)?#home"[^>]*><img src="\/favicon\.svg" alt="Exemplu Media: /)
    }
  })

  it.each(['ro', 'en', 'de'])('writes the %s vCard without a photo or a logo', (language) => {
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
  it.each(['index.html', 'en/index.html', 'de/index.html'])('%s has both rules as changed', (page) => {
    for (const [, , changed] of RULES) expect(built(page)).toContain(changed)
  })
})
