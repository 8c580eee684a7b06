import { LINKED_SECTIONS, SECTIONS, type SectionTextKey } from '../sections'

/** The texts of the page's frame before its sections: the skip link's and the top bar's besides its links. */
const FRAME_TEXT_KEYS = [
  'skip_to_content',
  'nav_label',
  'logo_home',
  'language_menu_label',
  'language_menu_list',
] as const
/** The texts of the page's frame after its sections: the footer's, and the head's (search results, sharing). */
const CLOSING_TEXT_KEYS = ['footer_sites', 'meta_title', 'meta_description'] as const

export type UiTranslationKey = SectionTextKey | (typeof FRAME_TEXT_KEYS)[number] | (typeof CLOSING_TEXT_KEYS)[number]

/**
 * The translation keys the page's code reads. Every locale file must have each of them (the build checks),
 * and the component tests fail on a key the locale files lack. In the order of the page: the top bar's links,
 * the frame, each section's texts (src/lib/sections.ts), the footer and head; the locale files and the
 * editor's Texts follow it. A text two places read is listed where it comes first.
 */
export const UI_TRANSLATION_KEYS: readonly UiTranslationKey[] = [
  ...new Set<UiTranslationKey>([
    ...LINKED_SECTIONS.map(({ link }) => link),
    ...FRAME_TEXT_KEYS,
    ...SECTIONS.flatMap((section) => [
      ...('heading' in section ? [section.heading.title, section.heading.intro] : []),
      ...section.texts,
    ]),
    ...CLOSING_TEXT_KEYS,
  ]),
]

/**
 * The `{{name}}` placeholders a text must keep, in every language, because the page puts something there
 * that the text cannot do without: the parts of the address, the language a menu button names, the site an
 * image shows, the company in the page's title.
 */
export const REQUIRED_PLACEHOLDERS: Partial<Record<UiTranslationKey, readonly string[]>> = {
  contact_address: ['street', 'postalCode', 'locality', 'country'],
  language_menu_label: ['language'],
  portfolio_image_alt: ['site'],
  meta_title: ['company'],
}
