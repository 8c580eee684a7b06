/**
 * The translation keys the page's code reads. Every locale file must have each of them (the build checks),
 * and the component tests fail on a key the locale files lack; the portfolio's description keys come from
 * content/portfolio.json on top.
 */
export const UI_TRANSLATION_KEYS = [
  'home',
  'portfolio',
  'portfolio_intro',
  'contact',
  'contact_title',
  'contact_intro',
  'contact_label_email',
  'contact_label_phone',
  'contact_label_address',
  'contact_button_add_contact',
  'contact_address',
  'contact_vcard',
  'contact_qr_label',
  'contact_qr_show',
  'meta_title',
  'meta_description',
  'landing_tagline',
  'landing_intro',
  'skip_to_content',
  'nav_label',
  'logo_home',
  'language_menu_label',
  'language_menu_list',
  'portfolio_image_alt',
  'opens_in_new_tab',
  'footer_sites',
] as const
