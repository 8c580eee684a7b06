import type { UiLanguage } from '../editor/uiLanguage'

/** The font files a page can draw with (src/styles/fonts.css), by the Unicode subset each one holds. */
export type FontSubset = 'latin' | 'latin-ext'

/** One shape of a flag, in the flag's viewBox: filled, or stroked with `strokeWidth`; `clipped` by its clip path. */
export type FlagShape = Readonly<
  { d: string; clipped?: true } & ({ fill: string } | { stroke: string; strokeWidth: number })
>

/** How a flag is drawn (src/components/Flag.tsx): inline SVG shapes, in a viewBox of the flag's 3:2 proportions. */
export type FlagDrawing = Readonly<{ viewBox: string; clipPath?: string; shapes: readonly FlagShape[] }>

/**
 * Everything the site knows of one of its languages. A new language is a record here, its translation file
 * (locales/<code>/translation.json) and its values in content/*.json: every list of pages, paths, headers and
 * scripts is derived from these records (docs/recipes.md).
 */
export type LanguageRecord = Readonly<{
  /** BCP 47 language code: `<html lang>`, `hreflang`, the folder of its translation file. */
  code: string
  /** Its name in itself, as the language menu shows it. */
  name: string
  /**
   * Its name in each language of the editor's interface, as it follows "in" (`în engleză`, `in English`): the
   * editor's labels and messages name the languages a text is translated into with it.
   */
  nameIn: Readonly<Record<UiLanguage, string>>
  /** Open Graph's locale (`og:locale`, language_TERRITORY). */
  ogLocale: string
  /** Where its page is: `/` for the default language, `/<code>/` for the others (the i18n plugin's prefix). */
  path: string
  flag: FlagDrawing
  /** The font files its first screen draws with, preloaded by gatsby-ssr.tsx. */
  firstScreenFonts: readonly FontSubset[]
  /** The contact card's optional lines its vCard carries. */
  vcard: Readonly<{ fax: boolean }>
}>

/** The site's languages: the one list every part of the build, the browser and the scripts reads. */
export const LANGUAGE_RECORDS = [
  {
    code: 'ro',
    name: 'Română',
    nameIn: { ro: 'română', en: 'Romanian' },
    ogLocale: 'ro_RO',
    path: '/',
    flag: {
      viewBox: '0 0 3 2',
      shapes: [
        { fill: '#002b7f', d: 'M0 0h1v2H0z' },
        { fill: '#fcd116', d: 'M1 0h1v2H1z' },
        { fill: '#ce1126', d: 'M2 0h1v2H2z' },
      ],
    },
    // ă, ș and ț in the tagline and introduction.
    firstScreenFonts: ['latin', 'latin-ext'],
    vcard: { fax: false },
  },
  {
    code: 'en',
    name: 'English',
    nameIn: { ro: 'engleză', en: 'English' },
    ogLocale: 'en_GB',
    path: '/en/',
    flag: {
      viewBox: '0 0 60 40',
      clipPath: 'M30 20h30v20zv20H0zH0V0zV0h30z',
      shapes: [
        { fill: '#012169', d: 'M0 0h60v40H0z' },
        { stroke: '#fff', strokeWidth: 8, d: 'm0 0 60 40m0-40L0 40' },
        { stroke: '#c8102e', strokeWidth: 5, d: 'm0 0 60 40m0-40L0 40', clipped: true },
        { stroke: '#fff', strokeWidth: 13, d: 'M30 0v40M0 20h60' },
        { stroke: '#c8102e', strokeWidth: 8, d: 'M30 0v40M0 20h60' },
      ],
    },
    firstScreenFonts: ['latin'],
    vcard: { fax: true },
  },
] as const satisfies readonly LanguageRecord[]

export type Language = (typeof LANGUAGE_RECORDS)[number]['code']

export const LANGUAGES: readonly Language[] = LANGUAGE_RECORDS.map(({ code }) => code)

/** A language's record. */
export const languageRecord = (language: Language): LanguageRecord =>
  LANGUAGE_RECORDS.find(({ code }) => code === language)!

/** The default language: the one whose page is at the root. */
export const DEFAULT_LANGUAGE: Language = LANGUAGE_RECORDS.find(({ path }) => path === '/')!.code

export const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly (string | undefined)[]).includes(value)

/** Local-storage key under which a visitor's chosen language is kept. */
export const LANGUAGE_STORAGE_KEY = 'lang'

/** The path of each language's page, in the records' order: `/`, `/en/`. */
export const pagePaths = (): string[] => LANGUAGE_RECORDS.map(({ path }) => path)

/** The record of the language whose page `pathname` is under (`/en/a` is under `/en/`); none for the default's. */
const recordUnder = (pathname: string) =>
  LANGUAGE_RECORDS.find(({ path }) => path !== '/' && `${pathname}/`.startsWith(path))

/** The language of the page at `pathname`: the one whose path it is under, else the default. */
export const languageOfPath = (pathname: string): Language => recordUnder(pathname)?.code ?? DEFAULT_LANGUAGE

/**
 * The same path in another language: `/a/b` <-> `/en/a/b`, `/` <-> `/en/`.
 * Query and hash are the caller's to append.
 */
export function localizedPath(pathname: string, language: Language): string {
  const prefix = recordUnder(pathname)?.path.slice(0, -1) ?? ''
  const withoutPrefix = pathname.slice(prefix.length) || '/'
  return `${languageRecord(language).path.slice(0, -1)}${withoutPrefix}`
}
