/** @jest-environment node */
import { LANGUAGE_RECORDS } from '../src/lib/i18n/languages'
import { POLISH, NOT_A_SITE_LANGUAGE } from './support/languages'
import { missingLanguageRules } from './support/netlifyLanguageRules'

describe('netlify.toml', () => {
  it("rewrites every path under each language's page to that page, and has it revalidated on every visit", () => {
    expect(missingLanguageRules('netlify.toml', LANGUAGE_RECORDS)).toEqual([])
  })

  it('names a language added to the records whose rewrite and cache rule it lacks (docs/recipes.md)', () => {
    const added = { ...POLISH, code: NOT_A_SITE_LANGUAGE, path: `/${NOT_A_SITE_LANGUAGE}/` }
    expect(missingLanguageRules('netlify.toml', [...LANGUAGE_RECORDS, added])).toEqual([
      'qaa: no [[redirects]] from "/qaa/*" to "/qaa/index.html", status 200, before "/*"',
      'qaa: no [[headers]] for "/qaa/*" with Cache-Control "public, max-age=0, must-revalidate"',
    ])
  })
})
