import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type { z } from 'zod'
import { addressValues } from '../../src/lib/contact/contactVCard'
import type { contactSchema, portfolioSchema } from '../../src/lib/content/schemas'
import { languageRecord, type Language } from '../../src/lib/i18n/languages'
import { interpolate } from '../../src/lib/i18n/translations'
import { LINKED_SECTIONS, type LinkedSectionId } from '../../src/lib/sections'

// The page's words as a test names its controls and expects its texts: from each language's locale file and the
// content files, never written out in a test, so that every test holds for every language the records hold.

/** A language's texts as its locale file holds them (locales/<language>/translation.json), read where tests run. */
export const pageTexts = (language: Language): Readonly<Record<string, string>> =>
  JSON.parse(readFileSync(`locales/${language}/translation.json`, 'utf8'))

/** A content file as the build reads it (content/<name>.json). */
const contentFile = (name: string): unknown => JSON.parse(readFileSync(`content/${name}.json`, 'utf8'))

/** The contact card's content (content/contact.json). */
export const CONTACT = contentFile('contact') as z.infer<typeof contactSchema>
/** The portfolio's content (content/portfolio.json). */
export const PORTFOLIO = contentFile('portfolio') as z.infer<typeof portfolioSchema>
/** The company's name, as the contact card holds it. */
export const COMPANY = CONTACT.firstname

/** A text of the page in `language` with its placeholders filled: `pageText('en', 'meta_title', { company })`. */
export const pageText = (language: Language, key: string, values: Record<string, string> = {}) =>
  interpolate(pageTexts(language)[key], values)

/** The contact card's address as the page in `language` writes it out. */
export const addressText = (language: Language) =>
  pageText(language, 'contact_address', addressValues({ region: null, ...CONTACT.address![language] }))

/** The names of the top bar's links on the page in `language`, in page order: each linked section's link text. */
export const barLinkNames = (language: Language): string[] =>
  LINKED_SECTIONS.map(({ link }) => pageTexts(language)[link])

/** The name of a section's link in the top bar on the page in `language`. */
export const linkName = (language: Language, id: LinkedSectionId) =>
  pageTexts(language)[LINKED_SECTIONS.find((section) => section.id === id)!.link]

/** The name of the language menu's button on the page in `language`: "Language: English". */
export const languageButtonName = (language: Language) =>
  pageText(language, 'language_menu_label', { language: languageRecord(language).name })

/** The name of the top bar's logo, the link to the top of the page in `language`. */
export const logoName = (language: Language) => pageText(language, 'logo_home', { company: COMPANY })

/** The top bar's section links on the page in `language`. */
export const mainNavigation = (page: Page, language: Language) =>
  page.getByRole('navigation', { name: pageTexts(language).nav_label })
