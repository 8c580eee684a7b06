/**
 * The translation keys the page's code reads. Every locale file must have each of them (the build checks),
 * and the component tests fail on a key the locale files lack. In the order of the page: the locale files and
 * the editor's Texts follow it.
 */
export const UI_TRANSLATION_KEYS = [
  'home',
  'portfolio',
  'contact',
  'skip_to_content',
  'nav_label',
  'logo_home',
  'language_menu_label',
  'language_menu_list',
  'landing_tagline',
  'landing_intro',
  'portfolio_intro',
  'portfolio_image_alt',
  'opens_in_new_tab',
  'contact_title',
  'contact_intro',
  'contact_label_email',
  'contact_label_phone',
  'contact_label_address',
  'contact_address',
  'contact_button_add_contact',
  'contact_vcard',
  'contact_qr_label',
  'contact_qr_show',
  'footer_sites',
  'meta_title',
  'meta_description',
] as const

export type UiTranslationKey = (typeof UI_TRANSLATION_KEYS)[number]

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
