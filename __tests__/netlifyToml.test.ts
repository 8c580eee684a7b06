/** @jest-environment node */
import { LANGUAGE_RECORDS } from '../src/lib/i18n/languages'
import { missingLanguageRules } from './support/netlifyLanguageRules'

describe('netlify.toml', () => {
  it("rewrites every path under each language's page to that page, and has it revalidated on every visit", () => {
    expect(missingLanguageRules('netlify.toml', LANGUAGE_RECORDS)).toEqual([])
  })
})
