import { inLanguage, inLanguages } from '../../lib/editor/languageNames'
import { UI_LANGUAGES, type UiLanguage } from '../../lib/editor/uiLanguage'
import { TARGET_LANGUAGES } from '../../lib/content/translationChecks'
import { LANGUAGES, type Language } from '../../lib/i18n/languages'
import { PORTFOLIO_IMAGE } from '../../lib/content/schemas'
import type { ContentFileName } from '../../lib/content/contentTypes'
import type { UI_TRANSLATION_KEYS } from '../../lib/i18n/translationKeys'
import type { FieldPresentation, Presentations } from './decapFields'

/**
 * What the editor calls each field, in the words of someone who knows the page, not the files, in each language
 * of the editor's interface side by side. The rules (required, patterns, lists) come from the zod schemas;
 * decapFields() fails when a field has no label here, and the type requires every language of every label.
 */

/** One text of the editor in each language of its interface. */
export type Words = Readonly<Record<UiLanguage, string>>

/** A field's presentation with every text in each language (decapFields.ts's FieldPresentation, bilingual). */
export type BilingualPresentation = Omit<FieldPresentation, 'label' | 'hint' | 'item' | 'fields'> & {
  label: Words
  hint?: Words
  item?: { label: Words; summary: string }
  fields?: BilingualPresentations
}
export type BilingualPresentations = Readonly<Record<string, BilingualPresentation>>

/**
 * The collection of the texts, and the field every collection opens with, as the editor names them. The languages
 * they name are the records' (src/lib/i18n/languages.ts): "în engleză", and each language a record adds.
 */
export const COLLECTION_LABELS = {
  texts: { ro: 'Texte', en: 'Texts' },
  translationChecks: {
    ro: `Traducerea ${inLanguages(TARGET_LANGUAGES, 'ro')}`,
    en: `The translation ${inLanguages(TARGET_LANGUAGES, 'en')}`,
  },
  textsEntry: { ro: 'Textele paginii', en: 'Texts of the page' },
  textsDescription: {
    ro: `Fiecare text al paginii, ${inLanguages(LANGUAGES, 'ro')} unul lângă altul, după locul în care apare.`,
    en: `Every text of the page, ${inLanguages(LANGUAGES, 'en')} side by side, by where it appears.`,
  },
} satisfies Record<string, Words>

/** "<label> in English", "<label> în engleză": the site language named by each language of the interface. */
const labelIn = (label: Words, language: Language): Words =>
  Object.fromEntries(UI_LANGUAGES.map((ui) => [ui, `${label[ui]} ${inLanguage(language, ui)}`])) as Words

/** The same field once per language, labelled "<label> in Romanian", "<label> in English". */
const perLanguage = (label: Words, field: Omit<BilingualPresentation, 'label'> = {}): BilingualPresentations =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        ...field,
        label: labelIn(label, language),
      },
    ]),
  )

const postalAddress: BilingualPresentations = {
  street: { label: { ro: 'Stradă, număr, etaj', en: 'Street, number, floor' } },
  locality: { label: { ro: 'Localitate', en: 'City or town' } },
  region: { label: { ro: 'Județ sau sector', en: 'Region or sector' } },
  postalCode: { label: { ro: 'Cod poștal', en: 'Postal code' } },
  country: { label: { ro: 'Țară', en: 'Country' } },
}

export const CONTACT_LABELS: BilingualPresentations = {
  img: {
    label: { ro: 'Siglă', en: 'Logo' },
    widget: 'image',
    hint: {
      ro: 'Un fișier SVG. Apare pe cartea de vizită și pe prima pagină și dă iconițele și imaginea de distribuire.',
      en: 'An SVG file. Shown on the contact card and the landing, and used for the icons and the sharing image.',
    },
  },
  firstname: {
    label: { ro: 'Numele firmei', en: 'Company name' },
    hint: {
      ro: 'Așa cum apare pe pagină, în vCard și în rezultatele căutării',
      en: 'As it appears on the page, in the vCard and in search results',
    },
  },
  organization: {
    label: { ro: 'Rândul de sub nume', en: 'Line under the name' },
    hint: { ro: 'De exemplu „Online Media”', en: 'For example "Online Media"' },
  },
  email: { label: { ro: 'E-mail', en: 'Email' } },
  phone: {
    label: { ro: 'Telefon', en: 'Phone' },
    hint: {
      ro: 'Cu prefixul țării, de exemplu +40 21 000 0000',
      en: 'With the country code, for example +40 21 000 0000',
    },
  },
  fax: { label: { ro: 'Fax', en: 'Fax' }, hint: { ro: 'Doar în vCard', en: 'Only in the vCard' } },
  url: {
    label: { ro: 'Site', en: 'Website' },
    hint: { ro: 'Doar în vCard. Începe cu https://', en: 'Only in the vCard. Starts with https://' },
  },
  address: {
    label: { ro: 'Adresă', en: 'Address' },
    hint: { ro: 'Aceeași adresă, scrisă pentru fiecare limbă', en: 'The same address written for each language' },
    fields: perLanguage({ ro: 'Adresa', en: 'Address' }, { fields: postalAddress }),
  },
}

export const PORTFOLIO_LABELS: BilingualPresentations = {
  sites: {
    label: { ro: 'Site-uri de știri', en: 'News sites' },
    hint: {
      ro: 'În ordinea în care le arată pagina; mută un site cu săgețile lui sau trăgându-l',
      en: 'In the order the page shows them; move a site with its arrows or by dragging it',
    },
    item: { label: { ro: 'site', en: 'site' }, summary: '{{fields.site}} ({{fields.url}})' },
    fields: {
      id: {
        label: { ro: 'Identificator scurt', en: 'Short id' },
        hint: {
          ro: 'Litere mici, cifre și cratime, diferit pentru fiecare site, de exemplu „ziare”',
          en: 'Lowercase letters, digits and dashes, different for each site, for example "ziare"',
        },
      },
      site: { label: { ro: 'Nume', en: 'Name' } },
      url: { label: { ro: 'Adresă', en: 'Address' }, hint: { ro: 'Începe cu https://', en: 'Starts with https://' } },
      description: {
        label: { ro: 'Descriere', en: 'Description' },
        fields: perLanguage({ ro: 'Descriere', en: 'Description' }, { widget: 'text' }),
      },
      img: {
        label: { ro: 'Imaginea primei pagini', en: 'Front-page image' },
        hint: {
          ro: `O captură a primei pagini a site-ului, JPEG, PNG sau WebP, lată de cel puțin ${PORTFOLIO_IMAGE.minWidth} px, afișată la 3:2; editorul o salvează ca JPEG de ${PORTFOLIO_IMAGE.maxWidth} px`,
          en: `A screenshot of the site's front page, JPEG, PNG or WebP, at least ${PORTFOLIO_IMAGE.minWidth} px wide, shown at 3:2; the editor saves it as a ${PORTFOLIO_IMAGE.maxWidth} px JPEG`,
        },
        fields: perLanguage({ ro: 'Prima pagină', en: 'Front page' }, { widget: 'image', file: PORTFOLIO_IMAGE }),
      },
    },
  },
}

/** A content file's collection: its name in the collection list, what it holds, its one entry, its fields. */
export type ContentFileLabels = {
  collection: Words
  description: Words
  file: Words
  fields: BilingualPresentations
}

/** Each content file's collection in the editor (one per file, named as the file). */
export const CONTENT_FILE_LABELS: Record<ContentFileName, ContentFileLabels> = {
  contact: {
    collection: { ro: 'Contact', en: 'Contact' },
    description: {
      ro: 'Agenția pe cartea de vizită, în vCard-ul pe care îl salvează vizitatorii și în rezultatele căutării.',
      en: 'The agency on the contact card, in the vCard people save, and in search results.',
    },
    file: { ro: 'Cartea de vizită', en: 'Contact card' },
    fields: CONTACT_LABELS,
  },
  portfolio: {
    collection: { ro: 'Portofoliu', en: 'Portfolio' },
    description: {
      ro: 'Site-urile de știri din secțiunea Portofoliu, în ordinea de pe pagină.',
      en: 'The news sites of the Portfolio section, in page order.',
    },
    file: { ro: 'Site-uri de știri', en: 'News sites' },
    fields: PORTFOLIO_LABELS,
  },
}

type TextKey = (typeof UI_TRANSLATION_KEYS)[number]

const keep = (...placeholders: string[]): Words => {
  const names = placeholders.map((name) => `{{${name}}}`).join(', ')
  return { ro: `Păstrează ${names}: se înlocuiesc pe pagină`, en: `Keep ${names}: replaced on the page` }
}

/** Every text of the page, by where it appears. */
export const TEXT_LABELS: Record<TextKey, BilingualPresentation> = {
  home: { label: { ro: 'Bara de sus: legătura Acasă', en: 'Top bar: Home link' } },
  portfolio: {
    label: {
      ro: 'Bara de sus și prima pagină: legătura Portofoliu; Portofoliu: titlu',
      en: 'Top bar and landing: Portfolio link; Portfolio: title',
    },
  },
  contact: {
    label: { ro: 'Bara de sus și prima pagină: legătura Contact', en: 'Top bar and landing: Contact link' },
  },
  landing_tagline: {
    label: { ro: 'Prima pagină: rândul de deasupra numelui', en: 'Landing: line above the name' },
    hint: {
      ro: 'Apare și pe imaginea arătată când pagina este distribuită',
      en: 'Also on the image shown when the page is shared',
    },
  },
  landing_intro: { label: { ro: 'Prima pagină: introducere', en: 'Landing: introduction' }, widget: 'text' },
  portfolio_intro: { label: { ro: 'Portofoliu: introducere', en: 'Portfolio: introduction' }, widget: 'text' },
  portfolio_image_alt: {
    label: {
      ro: 'Portofoliu: imaginea primei pagini, citită de cititoarele de ecran',
      en: 'Portfolio: front-page image, read by screen readers',
    },
    hint: keep('site'),
  },
  contact_title: { label: { ro: 'Contact: titlu', en: 'Contact: title' } },
  contact_intro: { label: { ro: 'Contact: introducere', en: 'Contact: introduction' }, widget: 'text' },
  contact_label_email: { label: { ro: 'Cartea de vizită: eticheta E-mail', en: 'Contact card: Email label' } },
  contact_label_phone: { label: { ro: 'Cartea de vizită: eticheta Telefon', en: 'Contact card: Phone label' } },
  contact_label_address: { label: { ro: 'Cartea de vizită: eticheta Adresă', en: 'Contact card: Address label' } },
  contact_address: {
    label: { ro: 'Cartea de vizită: cum se scrie adresa', en: 'Contact card: how the address is written' },
    hint: keep('street', 'region', 'postalCode', 'locality', 'country'),
  },
  contact_button_add_contact: { label: { ro: 'Cartea de vizită: butonul', en: 'Contact card: button' } },
  contact_vcard: {
    label: {
      ro: 'Cartea de vizită: ce face butonul, citit de cititoarele de ecran',
      en: 'Contact card: what the button does, read by screen readers',
    },
    widget: 'text',
  },
  contact_in_app_android: {
    label: {
      ro: 'Cartea de vizită: ce să facă cine a deschis pagina dintr-o aplicație, pe Android',
      en: 'Contact card: what to do for a visitor who opened the page in an app, on Android',
    },
    hint: {
      ro: 'Apare sub buton doar în browserul aplicațiilor (Instagram, Facebook, Messenger, TikTok), urmat de legătura de mai jos',
      en: "Shown under the button only in the apps' browsers (Instagram, Facebook, Messenger, TikTok), followed by the link below",
    },
    widget: 'text',
  },
  contact_in_app_open: {
    label: {
      ro: 'Cartea de vizită: legătura care deschide pagina în browserul telefonului, pe Android',
      en: "Contact card: link that opens the page in the phone's browser, on Android",
    },
  },
  contact_in_app_ios: {
    label: {
      ro: 'Cartea de vizită: ce să facă cine a deschis pagina dintr-o aplicație, pe iPhone',
      en: 'Contact card: what to do for a visitor who opened the page in an app, on iPhone',
    },
    hint: {
      ro: 'Apare sub buton doar în browserul aplicațiilor (Instagram, Facebook, Messenger, TikTok)',
      en: "Shown under the button only in the apps' browsers (Instagram, Facebook, Messenger, TikTok)",
    },
    widget: 'text',
  },
  contact_qr_label: {
    label: { ro: 'Cartea de vizită: legenda codului QR', en: 'Contact card: QR code caption' },
    hint: keep('company'),
  },
  contact_qr_show: {
    label: {
      ro: 'Cartea de vizită: butonul care arată codul QR pe telefoane',
      en: 'Contact card: button that shows the QR code on phones',
    },
  },
  footer_sites: { label: { ro: 'Subsol: titlul listei de site-uri', en: 'Footer: title of the list of sites' } },
  meta_title: {
    label: {
      ro: 'Rezultatele căutării și legăturile distribuite: titlu',
      en: 'Search results and shared links: title',
    },
    hint: keep('company'),
  },
  meta_description: {
    label: {
      ro: 'Rezultatele căutării și legăturile distribuite: descriere',
      en: 'Search results and shared links: description',
    },
    widget: 'text',
    hint: keep('company'),
  },
  skip_to_content: {
    label: {
      ro: 'Utilizatorii tastaturii: legătura „sari la conținut”',
      en: 'Keyboard users: "skip to content" link',
    },
  },
  nav_label: {
    label: {
      ro: 'Cititoarele de ecran: numele legăturilor din bara de sus',
      en: 'Screen readers: name of the top bar links',
    },
  },
  logo_home: {
    label: { ro: 'Cititoarele de ecran: legătura siglei', en: 'Screen readers: the logo link' },
    hint: keep('company'),
  },
  language_menu_label: {
    label: {
      ro: 'Bara de sus: butonul de limbă, citit de cititoarele de ecran',
      en: 'Top bar: language button, read by screen readers',
    },
    hint: keep('language'),
  },
  language_menu_list: {
    label: {
      ro: 'Bara de sus: lista limbilor, citită de cititoarele de ecran',
      en: 'Top bar: list of languages, read by screen readers',
    },
  },
  opens_in_new_tab: {
    label: {
      ro: 'Cititoarele de ecran: nota de pe legăturile care se deschid într-o filă nouă',
      en: 'Screen readers: note on links that open a new tab',
    },
  },
}

/** The presentations in one language of the interface, as decapFields() takes them. */
export function presentationsIn(presentations: BilingualPresentations, language: UiLanguage): Presentations {
  return Object.fromEntries(
    Object.entries(presentations).map(([name, { label, hint, item, fields, ...rest }]) => {
      const presentation: FieldPresentation = {
        ...rest,
        label: label[language],
        ...(hint ? { hint: hint[language] } : {}),
        ...(item ? { item: { label: item.label[language], summary: item.summary } } : {}),
        ...(fields ? { fields: presentationsIn(fields, language) } : {}),
      }
      return [name, presentation]
    }),
  )
}
