import contact from '../../content/contact.json'
import portfolio from '../../content/portfolio.json'
import ro from '../../locales/ro/translation.json'
import en from '../../locales/en/translation.json'
import type { Language } from '../lib/i18n/languages'
import { CHECKS_KEY } from '../lib/content/translationChecks'
import type { ContactFile, PortfolioFile } from './previewContent'

/** A translation's texts without its record of checks (src/lib/content/translationChecks.ts). */
function withoutChecks({ [CHECKS_KEY]: _checks, ...texts }: typeof en): Readonly<Record<string, string>> {
  return texts
}

/**
 * The content as it was when the editor was built (each publish rebuilds the site and the editor): what a
 * preview shows around the entry being edited, such as the texts around the contact card.
 */
export const PUBLISHED: {
  contact: ContactFile
  portfolio: PortfolioFile
  texts: Record<Language, Readonly<Record<string, string>>>
} = { contact, portfolio, texts: { ro, en: withoutChecks(en) } }
