import { languageRecord, type Language } from '../i18n/languages'
import { safeFileName } from './fileName'
import type { VCardContact } from './vcard'

/** The agency's own language (Romanian, Romania), tagged on the card's text properties in every page language. */
export const VCARD_LANGUAGE = 'ro-RO'

/** The contact content a vCard is made from: the card's fragment, less what only the page shows. */
export type VCardSource = Omit<Queries.ContactCardFragment, 'img' | 'vcardQrCode'>

/**
 * What the "Add to contacts" card holds in a page language: the contact content (the address already in that
 * language), with the organisation line as both ORG and TITLE, and the optional lines its language's record
 * names (the fax in the English card only). Every field of the content is taken here or named as the page's
 * own: a field added to the card's fragment fails the type check here until it is one or the other.
 */
export function contactVCard(contact: VCardSource, language: Language, addressLabel: string | null): VCardContact {
  const {
    firstname,
    organization,
    email,
    phone,
    fax,
    address,
    url,
    photoJpegBase64,
    // The page's own: the logo as the page draws it (the card embeds the JPEG photo instead).
    logoDataUri: _drawnByThePage,
    ...notInTheCard
  } = contact
  notInTheCard satisfies Record<string, never>
  return {
    name: firstname,
    organization,
    title: organization,
    email,
    phone,
    fax: languageRecord(language).vcard.fax ? fax : null,
    address,
    addressLabel,
    url,
    photoJpegBase64,
    language: VCARD_LANGUAGE,
  }
}

/** The values the `contact_address` text fills in: every part of the address, an absent region as empty. */
export function addressValues(address: Queries.PostalAddress): Record<keyof Queries.PostalAddress, string> {
  return { ...address, region: address.region ?? '' }
}

/**
 * Where the build publishes a language's vCard, for links that work without JavaScript and for the QR code.
 * Outside `/en/`: Netlify's local handlers give a file under a rewrite rule the headers of the rule's target.
 */
export function vcardPath(language: Language): string {
  return `/vcard/${language}.vcf`
}

export type VCardDownload = { card: VCardContact; fileName: string; path: string }

/**
 * The vCard a language's page offers, the same in the browser (a Blob, made on click) and in the build (the
 * static file): the card, the company's file name, and the path of the static file. Null without a company
 * name: a vCard needs one (N and FN).
 */
export function vcardDownload(
  contact: VCardSource,
  language: Language,
  addressLabel: string | null,
): VCardDownload | null {
  if (!contact.firstname.trim()) return null
  return {
    card: contactVCard(contact, language, addressLabel),
    fileName: safeFileName(contact.firstname, 'vcf'),
    path: vcardPath(language),
  }
}
