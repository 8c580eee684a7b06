import { LANGUAGES, type Language } from '../../lib/i18n/languages'
import { MIN_PORTFOLIO_IMAGE_WIDTH } from '../../lib/content/schemas'
import type { UI_TRANSLATION_KEYS } from '../../lib/i18n/translationKeys'
import type { FieldPresentation, Presentations } from './decapFields'

/**
 * What the editor calls each field, in the words of someone who knows the page, not the files. The rules
 * (required, patterns, lists) come from the zod schemas; decapFields() fails when a field has no label here.
 */

const IN_LANGUAGE: Record<Language, string> = { ro: 'in Romanian', en: 'in English' }

/** The same field once per language, labelled "<label> in Romanian", "<label> in English". */
const perLanguage = (label: string, field: Omit<FieldPresentation, 'label'> = {}): Presentations =>
  Object.fromEntries(LANGUAGES.map((language) => [language, { ...field, label: `${label} ${IN_LANGUAGE[language]}` }]))

const postalAddress: Presentations = {
  street: { label: 'Street, number, floor' },
  locality: { label: 'City or town' },
  region: { label: 'Region or sector' },
  postalCode: { label: 'Postal code' },
  country: { label: 'Country' },
}

export const CONTACT_LABELS: Presentations = {
  img: {
    label: 'Logo',
    widget: 'image',
    hint: 'An SVG file. Shown on the contact card and the landing, and used for the icons and the sharing image.',
  },
  firstname: { label: 'Company name', hint: 'As it appears on the page, in the vCard and in search results' },
  organization: { label: 'Line under the name', hint: 'For example "Online Media"' },
  email: { label: 'Email' },
  phone: { label: 'Phone', hint: 'With the country code, for example +40 21 000 0000' },
  fax: { label: 'Fax', hint: 'Only in the vCard' },
  url: { label: 'Website', hint: 'Only in the vCard. Starts with https://' },
  address: {
    label: 'Address',
    hint: 'The same address written for each language',
    fields: perLanguage('Address', { fields: postalAddress }),
  },
}

export const PORTFOLIO_LABELS: Presentations = {
  sites: {
    label: 'News sites',
    hint: 'In the order the page shows them; drag to reorder',
    item: { label: 'site', summary: '{{fields.site}} ({{fields.url}})' },
    fields: {
      id: {
        label: 'Short id',
        hint: 'Lowercase letters, digits and dashes, different for each site, for example "ziare"',
      },
      site: { label: 'Name' },
      url: { label: 'Address', hint: 'Starts with https://' },
      description: { label: 'Description', fields: perLanguage('Description', { widget: 'text' }) },
      img: {
        label: 'Front-page image',
        hint: `A JPEG screenshot of the site's front page, at least ${MIN_PORTFOLIO_IMAGE_WIDTH} px wide, shown at 3:2`,
        fields: perLanguage('Front page', { widget: 'image', minimumWidth: MIN_PORTFOLIO_IMAGE_WIDTH }),
      },
    },
  },
}

type TextKey = (typeof UI_TRANSLATION_KEYS)[number]

const keep = (...placeholders: string[]) =>
  `Keep ${placeholders.map((name) => `{{${name}}}`).join(', ')}: replaced on the page`

/** Every text of the page, by where it appears. */
export const TEXT_LABELS: Record<TextKey, FieldPresentation> = {
  home: { label: 'Top bar: Home link' },
  portfolio: { label: 'Top bar and landing: Portfolio link; Portfolio: title' },
  contact: { label: 'Top bar and landing: Contact link' },
  landing_tagline: { label: 'Landing: line above the name', hint: 'Also on the image shown when the page is shared' },
  landing_intro: { label: 'Landing: introduction', widget: 'text' },
  portfolio_intro: { label: 'Portfolio: introduction', widget: 'text' },
  portfolio_image_alt: {
    label: 'Portfolio: front-page image, read by screen readers',
    hint: keep('site'),
  },
  contact_title: { label: 'Contact: title' },
  contact_intro: { label: 'Contact: introduction', widget: 'text' },
  contact_label_email: { label: 'Contact card: Email label' },
  contact_label_phone: { label: 'Contact card: Phone label' },
  contact_label_address: { label: 'Contact card: Address label' },
  contact_address: {
    label: 'Contact card: how the address is written',
    hint: keep('street', 'region', 'postalCode', 'locality', 'country'),
  },
  contact_button_add_contact: { label: 'Contact card: button' },
  contact_vcard: { label: 'Contact card: what the button does, read by screen readers', widget: 'text' },
  contact_qr_label: { label: 'Contact card: QR code caption', hint: keep('company') },
  contact_qr_show: { label: 'Contact card: button that shows the QR code on phones' },
  footer_sites: { label: 'Footer: title of the list of sites' },
  meta_title: { label: 'Search results and shared links: title', hint: keep('company') },
  meta_description: { label: 'Search results and shared links: description', widget: 'text', hint: keep('company') },
  skip_to_content: { label: 'Keyboard users: "skip to content" link' },
  nav_label: { label: 'Screen readers: name of the top bar links' },
  logo_home: { label: 'Screen readers: the logo link', hint: keep('company') },
  language_menu_label: { label: 'Top bar: language button, read by screen readers', hint: keep('language') },
  language_menu_list: { label: 'Top bar: list of languages, read by screen readers' },
  opens_in_new_tab: { label: 'Screen readers: note on links that open a new tab' },
}
