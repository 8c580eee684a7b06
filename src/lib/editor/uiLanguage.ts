/**
 * The language of the editor's interface. `/admin/?lang=ro` or `/admin/?lang=en` chooses it, and the browser
 * remembers the choice for the next visits; without one, the interface is in DEFAULT_UI_LANGUAGE.
 */
export const UI_LANGUAGES = ['ro', 'en'] as const
export type UiLanguage = (typeof UI_LANGUAGES)[number]

export const DEFAULT_UI_LANGUAGE: UiLanguage = 'ro'

/**
 * The editor's configuration in each language of the interface (collection names, labels, hints, messages),
 * written by the build (src/node/afterBuild/publicFiles.ts). The admin page names the default one.
 */
export const EDITOR_CONFIG_FILES: Record<UiLanguage, string> = {
  ro: '/admin/config.yml',
  en: '/admin/config.en.yml',
}

/**
 * The editor page's own words, before Decap draws its interface, without JavaScript, at a wrong address, and on
 * a preview, whose /admin/ sends the editor to the site's.
 */
export const EDITOR_PAGE_WORDS: Record<
  UiLanguage,
  { title: string; needsJavaScript: string; notFound: string; nothingHere: string; onTheSite: string }
> = {
  ro: {
    title: 'Editorul site-ului',
    needsJavaScript: 'Editorul are nevoie de JavaScript: activează-l în browser.',
    notFound: 'Pagină inexistentă',
    nothingHere: 'La această adresă nu este nimic. Editorul site-ului este la',
    onTheSite: 'O previzualizare nu are editor. Editorul site-ului este la',
  },
  en: {
    title: 'Content editor',
    needsJavaScript: 'The content editor needs JavaScript: turn it on in the browser.',
    notFound: 'Not found',
    nothingHere: 'There is nothing at this address. The content editor is at',
    onTheSite: 'A preview has no editor. The content editor is at',
  },
}

export const UI_LANGUAGE_STORAGE_KEY = 'editor-ui-language'

export const isUiLanguage = (value: unknown): value is UiLanguage => UI_LANGUAGES.includes(value as UiLanguage)

type Remembered = Pick<Storage, 'getItem' | 'setItem'>

/** The language asked for in the address (then remembered), else the one remembered, else the default. */
export function chooseUiLanguage(search: string, storage: Remembered | undefined): UiLanguage {
  const asked = new URLSearchParams(search).get('lang')
  if (isUiLanguage(asked)) {
    try {
      storage?.setItem(UI_LANGUAGE_STORAGE_KEY, asked)
    } catch {
      // Storage may be refused (private windows): the address still chooses, for this visit.
    }
    return asked
  }
  let remembered: string | null | undefined
  try {
    remembered = storage?.getItem(UI_LANGUAGE_STORAGE_KEY)
  } catch {
    remembered = undefined
  }
  return isUiLanguage(remembered) ? remembered : DEFAULT_UI_LANGUAGE
}
