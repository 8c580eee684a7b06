import type { Language } from '../i18n/languages'
import type { VCardContact } from './vcard'

/** The agency's own language (Romanian, Romania), tagged on the card's text properties in every page language. */
export const VCARD_LANGUAGE = 'ro-RO'

/**
 * What the "Add to contacts" card holds in a page language: the contact content (the address already in that
 * language), with the organisation line as both ORG and TITLE, and the fax line in the English card only.
 */
export function contactVCard(
  contact: Queries.ContactCardFragment,
  language: Language,
  addressLabel: string | null,
): VCardContact {
  return {
    name: contact.firstname,
    organization: contact.organization,
    title: contact.organization,
    email: contact.email,
    phone: contact.phone,
    fax: language === 'en' ? contact.fax : null,
    address: contact.address,
    addressLabel,
    url: contact.url,
    photoJpegBase64: contact.photoJpegBase64,
    language: VCARD_LANGUAGE,
  }
}
