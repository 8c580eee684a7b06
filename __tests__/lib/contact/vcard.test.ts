import { buildVCard, escapeText, foldLine, type VCardContact } from '../../../src/lib/contact/vcard'

const octets = (text: string) => new TextEncoder().encode(text).length
const unfold = (text: string) => text.replace(/\r\n /g, '')
const lines = (card: string) => unfold(card).split('\r\n').filter(Boolean)

const contact: VCardContact = {
  name: 'Exemplu Media',
  organization: 'Online Media',
  title: 'Online Media',
  email: 'contact@example.com',
  phone: '+40 21 000 0000',
  fax: '+40 21 000 0001',
  address: {
    street: 'Strada Ștefan cel Mare 12',
    locality: 'București',
    region: 'Sector 2',
    postalCode: '020121',
    country: 'România',
  },
  addressLabel: 'Strada Ștefan cel Mare 12, Sector 2, 020121 București, România',
  url: 'https://www.example.com/',
  photoJpegBase64: 'A'.repeat(300),
  language: 'ro-RO',
}

describe('escapeText', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['a\\b', 'a\\\\b'],
    ['line one\nline two', 'line one\\nline two'],
    ['line one\r\nline two', 'line one\\nline two'],
    ['Știri, ă â î ș ț', 'Știri\\, ă â î ș ț'],
  ])('%j -> %j', (value, expected) => {
    expect(escapeText(value)).toBe(expected)
  })
})

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'X'.repeat(75)
    expect(foldLine(line)).toBe(line)
  })

  it('folds longer lines at 75 octets with CRLF and a space', () => {
    const folded = foldLine('X'.repeat(200))
    const parts = folded.split('\r\n')
    // 75 characters, then a space and 74, then a space and the last 51
    expect(parts.map(octets)).toEqual([75, 75, 52])
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(unfold(folded)).toBe('X'.repeat(200))
  })

  it('never splits a Romanian letter (two octets in UTF-8) across lines', () => {
    const line = 'NOTE:' + 'ășțîâ'.repeat(40)
    const parts = foldLine(line).split('\r\n')
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75)
      expect(part).not.toContain('\uFFFD')
      // a part that decodes back to itself holds only whole characters
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(part))).toBe(part)
    }
    expect(unfold(parts.join('\r\n'))).toBe(line)
  })
})

describe('buildVCard', () => {
  const card = buildVCard(contact)

  it('is a vCard 3.0 with CRLF line ends', () => {
    expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true)
    expect(card.endsWith('END:VCARD\r\n')).toBe(true)
    expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('keeps every physical line within 75 octets', () => {
    for (const line of card.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75)
  })

  it('holds every property, with the language and work types', () => {
    expect(lines(card)).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N;LANGUAGE=ro-RO:;Exemplu Media;;;',
      'FN;LANGUAGE=ro-RO:Exemplu Media',
      'ORG;LANGUAGE=ro-RO:Online Media',
      'TITLE;LANGUAGE=ro-RO:Online Media',
      'EMAIL;TYPE=INTERNET,WORK:contact@example.com',
      'TEL;TYPE=WORK,VOICE:+40 21 000 0000',
      'TEL;TYPE=WORK,FAX:+40 21 000 0001',
      'ADR;TYPE=WORK;CHARSET=UTF-8;LANGUAGE=ro-RO:;;Strada Ștefan cel Mare 12;București;Sector 2;020121;România',
      'LABEL;TYPE=WORK;CHARSET=UTF-8;LANGUAGE=ro-RO:Strada Ștefan cel Mare 12\\, Sector 2\\, 020121 București\\, România',
      'URL:https://www.example.com/',
      `PHOTO;ENCODING=b;TYPE=JPEG:${'A'.repeat(300)}`,
      `LOGO;ENCODING=b;TYPE=JPEG:${'A'.repeat(300)}`,
      'CLASS:PUBLIC',
      'END:VCARD',
    ])
  })

  it('escapes commas and semicolons inside structured values', () => {
    const tricky = buildVCard({ name: 'A; B, C', address: { ...contact.address!, street: 'Str. X; bl. 2, ap. 3' } })
    expect(lines(tricky)).toContain('N:;A\\; B\\, C;;;')
    expect(unfold(tricky)).toContain(';;Str. X\\; bl. 2\\, ap. 3;')
  })

  it('leaves out the fields that are empty', () => {
    const minimal = lines(buildVCard({ name: 'Exemplu Media', email: '', phone: null, fax: '  ' }))
    expect(minimal).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:;Exemplu Media;;;',
      'FN:Exemplu Media',
      'CLASS:PUBLIC',
      'END:VCARD',
    ])
  })
})
