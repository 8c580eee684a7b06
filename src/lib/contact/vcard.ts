/**
 * A vCard 3.0 serializer (RFC 2426), written here rather than taken from a library because the card needs
 * what the libraries leave out: vcard-creator 1.x writes no LANGUAGE or CHARSET parameters and adds REV and
 * PRODID lines of its own, and vcards-js is Node-first (it pulls in `fs`). It follows the RFC:
 * CRLF line ends, lines folded at 75 octets without splitting a UTF-8 character, text values escaped.
 * Outlook reads a card as Windows-1252 unless told otherwise, so a property whose value is not plain ASCII
 * also carries CHARSET=UTF-8 (a vCard 2.1 parameter that Apple and Google Contacts accept and ignore).
 */

/** A postal address as the content declares it (its GraphQL type). */
export type PostalAddress = Omit<Queries.PostalAddress, never>

export type VCardContact = {
  /** The company name: N (as given name) and FN. */
  name: string
  organization?: string | null
  title?: string | null
  email?: string | null
  phone?: string | null
  fax?: string | null
  address?: PostalAddress | null
  /** The address as printed on an envelope (LABEL). */
  addressLabel?: string | null
  url?: string | null
  /** A JPEG, base64-encoded, embedded as both PHOTO and LOGO so phones that skip remote images show it. */
  photoJpegBase64?: string | null
  /** RFC 2426 LANGUAGE parameter of the text properties, for example `ro-RO`. */
  language?: string | null
}

/** The card's media type, as the build serves the static cards and the page makes its own. */
export const VCARD_MIME_TYPE = 'text/vcard; charset=utf-8'

const CRLF = '\r\n'
const MAX_LINE_OCTETS = 75

/** Escapes a text value: backslash, comma, semicolon and newlines (RFC 2426 §4, "text"). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** UTF-8 length of one code point, without encoding it. */
const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4)

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with one space
 * (RFC 2426 §2.6, RFC 2425 §5.8.1). Splits between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const lines: string[] = []
  let start = 0
  let lineOctets = 0
  let index = 0
  for (const character of line) {
    const size = octetsOf(character.codePointAt(0)!)
    if (lineOctets + size > MAX_LINE_OCTETS) {
      lines.push(line.slice(start, index))
      start = index
      lineOctets = 1 // the leading space of the continuation
    }
    lineOctets += size
    index += character.length
  }
  lines.push(line.slice(start))
  return lines.join(`${CRLF} `)
}

const isAscii = (text: string) => /^\p{ASCII}*$/u.test(text)

type Property = { name: string; params?: string[]; value: string; text?: boolean }

function contentLine({ name, params = [], value, text = false }: Property, language: string | null | undefined) {
  const allParams = [...params]
  if (text && !isAscii(value)) allParams.push('CHARSET=UTF-8')
  if (text && language) allParams.push(`LANGUAGE=${language}`)
  return foldLine([name, ...allParams].join(';') + ':' + value)
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/** The vCard 3.0 text of a contact, CRLF-terminated. Empty fields are left out. */
export function buildVCard(contact: VCardContact): string {
  const { address, photoJpegBase64: photo } = contact
  const properties: (Property | false)[] = [
    { name: 'VERSION', value: '3.0' },
    { name: 'N', value: `;${escapeText(contact.name)};;;`, text: true },
    { name: 'FN', value: escapeText(contact.name), text: true },
    present(contact.organization) && { name: 'ORG', value: escapeText(contact.organization), text: true },
    present(contact.title) && { name: 'TITLE', value: escapeText(contact.title), text: true },
    present(contact.email) && { name: 'EMAIL', params: ['TYPE=INTERNET,WORK'], value: contact.email },
    present(contact.phone) && { name: 'TEL', params: ['TYPE=WORK,VOICE'], value: contact.phone },
    present(contact.fax) && { name: 'TEL', params: ['TYPE=WORK,FAX'], value: contact.fax },
    !!address && {
      name: 'ADR',
      params: ['TYPE=WORK'],
      value: ['', '', address.street, address.locality, address.region ?? '', address.postalCode, address.country]
        .map(escapeText)
        .join(';'),
      text: true,
    },
    present(contact.addressLabel) && {
      name: 'LABEL',
      params: ['TYPE=WORK'],
      value: escapeText(contact.addressLabel),
      text: true,
    },
    present(contact.url) && { name: 'URL', value: contact.url },
    ...(['PHOTO', 'LOGO'] as const).map(
      (name) => present(photo) && { name, params: ['ENCODING=b', 'TYPE=JPEG'], value: photo },
    ),
    { name: 'CLASS', value: 'PUBLIC' },
  ]
  const lines = properties
    .filter((property): property is Property => property !== false)
    .map((property) => contentLine(property, contact.language))
  return ['BEGIN:VCARD', ...lines, 'END:VCARD'].join(CRLF) + CRLF
}
