import type { LanguageRecord } from '../../src/lib/i18n/languages'

/**
 * A language the site can never have, for the tests of what happens with one it lacks (and with an interface
 * language the editor lacks). ISO 639-2 reserves `qaa` to `qtz` for local use: they name no language, so no
 * language record can give one a name, an Open Graph locale or a flag, and the records' rule
 * (__tests__/lib/i18n/languages.test.ts) refuses them as a site language's code. A real language (`de`, `fr`)
 * would stop being "one the site lacks" the day someone adds it, as docs/recipes.md says.
 */
export const NOT_A_SITE_LANGUAGE = 'qaa'

/** docs/recipes.md's example of a language added to the site: Polish, its record as the recipe gives it. */
export const POLISH = {
  code: 'pl',
  name: 'Polski',
  nameIn: { ro: 'poloneză', en: 'Polish' },
  ogLocale: 'pl_PL',
  path: '/pl/',
  flag: {
    viewBox: '0 0 3 2',
    shapes: [
      { fill: '#fff', d: 'M0 0h3v1H0z' },
      { fill: '#dc143c', d: 'M0 1h3v1H0z' },
    ],
  },
  firstScreenFonts: ['latin', 'latin-ext'],
  vcard: { fax: false },
} as const satisfies LanguageRecord

type Languages = typeof import('../../src/lib/i18n/languages')

/**
 * Loads modules (`load` imports them) as they are when LANGUAGE_RECORDS holds `records`, whatever the site's
 * records are: what they derive from the records follows, and the rest of the test file keeps the real ones.
 * The first record must be the default language's, as the real first one is.
 */
export async function withLanguageRecords<T>(records: readonly LanguageRecord[], load: () => Promise<T>): Promise<T> {
  const languagesModule = '../../src/lib/i18n/languages'
  let loaded: T | undefined
  await jest.isolateModulesAsync(async () => {
    jest.doMock(languagesModule, () => ({
      ...jest.requireActual<Languages>(languagesModule),
      LANGUAGE_RECORDS: records,
      LANGUAGES: records.map(({ code }) => code),
      languageRecord: (language: string) => records.find(({ code }) => code === language)!,
    }))
    loaded = await load()
  })
  jest.dontMock(languagesModule)
  return loaded!
}
