import { readFileSync } from 'node:fs'
import type { Language } from '../../src/lib/i18n/languages'
import { LINKED_SECTIONS } from '../../src/lib/sections'

/** A language's texts as its locale file holds them (locales/<language>/translation.json), read where tests run. */
export const pageTexts = (language: Language): Readonly<Record<string, string>> =>
  JSON.parse(readFileSync(`locales/${language}/translation.json`, 'utf8'))

/** The names of the top bar's links on the page in `language`, in page order: each linked section's link text. */
export const barLinkNames = (language: Language): string[] =>
  LINKED_SECTIONS.map(({ link }) => pageTexts(language)[link])
