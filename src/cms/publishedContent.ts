import contact from '../../content/contact.json'
import portfolio from '../../content/portfolio.json'
import ro from '../../locales/ro/translation.json'
import en from '../../locales/en/translation.json'
import type { Language } from '../lib/i18n/languages'
import type { ContactFile, PortfolioFile } from './previewContent'

/**
 * The content as it was when the editor was built (each publish rebuilds the site and the editor): what a
 * preview shows around the entry being edited, such as the texts around the contact card.
 */
export const PUBLISHED: {
  contact: ContactFile
  portfolio: PortfolioFile
  texts: Record<Language, Readonly<Record<string, string>>>
} = { contact, portfolio, texts: { ro, en } }
