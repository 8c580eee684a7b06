import contact from '../../content/contact.json'
import portfolio from '../../content/portfolio.json'
import { LANGUAGES, type Language } from '../lib/i18n/languages'
import { CHECKS_KEY } from '../lib/content/translationChecks'
import type { ContentFiles } from './previewContent'

type TranslationFile = Readonly<Record<string, unknown>>

/**
 * A language's translation file. A `require` whose path holds the language: webpack bundles every
 * locales/<language>/translation.json with it, so a new language's file comes in with no line here.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const translationFile = (language: Language): TranslationFile => require(`../../locales/${language}/translation.json`)

/** A translation's texts without its record of checks (src/lib/content/translationChecks.ts). */
function withoutChecks({ [CHECKS_KEY]: _checks, ...texts }: TranslationFile): Readonly<Record<string, string>> {
  return texts as Record<string, string>
}

/**
 * The content as it was when the editor was built (each publish rebuilds the site and the editor): what a
 * preview shows around the entry being edited, such as the texts around the contact card.
 */
export const PUBLISHED: ContentFiles & { texts: Record<Language, Readonly<Record<string, string>>> } = {
  contact,
  portfolio,
  texts: Object.fromEntries(
    LANGUAGES.map((language) => [language, withoutChecks(translationFile(language))]),
  ) as Record<Language, Readonly<Record<string, string>>>,
}
