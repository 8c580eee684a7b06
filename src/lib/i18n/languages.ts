/** The site's languages: the one list every part of the build and the browser reads. */
export const LANGUAGES = ['ro', 'en'] as const

export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'ro'

export const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly (string | undefined)[]).includes(value)

/** Local-storage key under which a visitor's chosen language is kept. */
export const LANGUAGE_STORAGE_KEY = 'lang'

/** Each language's name, written in that language, as the language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  ro: 'Română',
  en: 'English',
}

/** Open Graph's locale of each language (`og:locale`, language_TERRITORY). */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  ro: 'ro_RO',
  en: 'en_GB',
}

/** The path prefix of every language but the default one: `/en` in `/en/...`. */
const languagePrefix = new RegExp(
  `^/(${LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|')})(?=/|$)`,
)

/**
 * The same path in another language: `/a/b` <-> `/en/a/b`, `/` <-> `/en/`.
 * Query and hash are the caller's to append.
 */
export function localizedPath(pathname: string, language: Language): string {
  const withoutPrefix = pathname.replace(languagePrefix, '') || '/'
  return language === DEFAULT_LANGUAGE ? withoutPrefix : `/${language}${withoutPrefix}`
}
