import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_RECORDS,
  isLanguage,
  languageOfPath,
  localizedPath,
  pagePaths,
} from '../../../src/lib/i18n/languages'
import { NOT_A_SITE_LANGUAGE } from '../../support/languages'

describe('localizedPath', () => {
  it.each([
    ['/', 'en', '/en/'],
    ['/', 'ro', '/'],
    ['/en/', 'ro', '/'],
    ['/en', 'ro', '/'],
    ['/en/', 'en', '/en/'],
    ['/a/b', 'en', '/en/a/b'],
    ['/en/a/b', 'ro', '/a/b'],
    ['/english/', 'en', '/en/english/'],
    ['/english/', 'ro', '/english/'],
  ] as const)('%s in %s is %s', (path, language, expected) => {
    expect(localizedPath(path, language)).toBe(expected)
  })
})

describe('isLanguage', () => {
  it("knows the site's languages and nothing else", () => {
    expect(LANGUAGES.map(isLanguage)).toEqual(LANGUAGES.map(() => true))
    expect([NOT_A_SITE_LANGUAGE, 'EN', '', undefined].map(isLanguage)).toEqual([false, false, false, false])
  })
})

describe('the language records', () => {
  it('put the default language at the root and every other under its code, as the i18n plugin names its pages', () => {
    expect(LANGUAGE_RECORDS.map(({ code, path }) => ({ code, path }))).toEqual(
      LANGUAGES.map((code) => ({ code, path: code === DEFAULT_LANGUAGE ? '/' : `/${code}/` })),
    )
    expect(LANGUAGE_RECORDS.filter(({ path }) => path === '/')).toHaveLength(1)
  })

  it('give the pages their paths, the default first', () => {
    expect(pagePaths()).toEqual([
      '/',
      ...LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE).map((code) => `/${code}/`),
    ])
  })

  it("give each language a BCP 47 tag led by a language's ISO 639 code, never one reserved for local use", () => {
    const reservedForLocalUse = /^q[a-t][a-z](-|$)/
    for (const { code } of LANGUAGE_RECORDS) {
      expect(code).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/)
      expect(code).not.toMatch(reservedForLocalUse)
    }
    expect(NOT_A_SITE_LANGUAGE).toMatch(reservedForLocalUse)
  })

  it.each(LANGUAGE_RECORDS.map(({ code, flag }) => [code, flag.viewBox] as const))(
    'draw the %s flag in a 3:2 box, as the language menu shows every flag (%s)',
    (_code, viewBox) => {
      const [, , width, height] = viewBox.split(' ').map(Number)
      expect(width * 2).toBe(height * 3)
    },
  )

  it.each([
    ['/', 'ro'],
    ['/index.html', 'ro'],
    ['/en/', 'en'],
    ['/en/a/b', 'en'],
    ['/english/', 'ro'],
  ] as const)('read the language of the page at %s: %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language)
  })
})
