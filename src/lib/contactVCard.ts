import type { Language } from './languages'
import type { PostalAddress, VCardContact } from './vcard'

/** The agency's own language, tagged on the card's text properties in every page language (DESIGN.md). */
export const VCARD_LANGUAGE = 'ro-RO'

export type ContactDetails = {
  firstname: string
  organization?: string | null
  email?: string | null
  phone?: string | null
  fax?: string | null
  url?: string | null
  address?: PostalAddress | null
  photoJpegBase64?: string | null
}

/**
 * What the "Add to contacts" card holds in a page language: the contact content, with the organisation as
 * both ORG and TITLE (SPEC.md §3), the address in that language and the fax line in English only.
 */
export function contactVCard(contact: ContactDetails, language: Language, addressLabel: string | null): VCardContact {
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
