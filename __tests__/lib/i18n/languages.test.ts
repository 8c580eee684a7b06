import { isLanguage, localizedPath } from '../../../src/lib/i18n/languages'

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
    expect(['ro', 'en', 'de', 'EN', '', undefined].map(isLanguage)).toEqual([true, true, false, false, false, false])
  })
})
