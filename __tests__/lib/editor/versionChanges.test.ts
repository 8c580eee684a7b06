import { fieldChanges, type LabelledField } from '../../../src/lib/editor/versionChanges'

// What a version changed, field by field, by the labels the editor shows.

const WORDS = { order: 'ordinea' }

const CONTACT: LabelledField[] = [
  { name: '$translated', label: 'Traducerea în engleză', widget: 'translation-status' },
  { name: 'firstname', label: 'Numele firmei', widget: 'string' },
  { name: 'phone', label: 'Telefon', widget: 'string' },
  { name: 'fax', label: 'Fax', widget: 'string' },
  {
    name: 'address',
    label: 'Adresă',
    widget: 'object',
    fields: [
      {
        name: 'ro',
        label: 'Adresa în română',
        widget: 'object',
        fields: [{ name: 'locality', label: 'Localitate', widget: 'string' }],
      },
    ],
  },
]

const PORTFOLIO: LabelledField[] = [
  {
    name: 'sites',
    label: 'Site-uri de știri',
    widget: 'list',
    summary: '{{fields.site}} ({{fields.url}})',
    fields: [
      { name: 'id', label: 'Identificator scurt', widget: 'string' },
      { name: 'site', label: 'Nume', widget: 'string' },
      { name: 'url', label: 'Adresă', widget: 'string' },
    ],
  },
]

const site = (id: string, name = id) => ({ id, site: name, url: `https://${id}.example/` })

describe('fieldChanges', () => {
  it('names a changed value by its label, with its value in each version', () => {
    const before = { firstname: 'Exemplu Media', phone: '+40 21 000 0000' }
    const after = { firstname: 'Exemplu Media', phone: '+40 21 555 0177' }
    expect(fieldChanges(CONTACT, before, after, WORDS)).toEqual([
      { field: ['Telefon'], before: '+40 21 000 0000', after: '+40 21 555 0177' },
    ])
  })

  it('names a nested value by the labels around it, and a value set or emptied by its one side', () => {
    const before = { fax: '+40 21 000 0001', address: { ro: { locality: 'București' } } }
    const after = { address: { ro: { locality: 'Cluj-Napoca' } }, phone: '+40 21 555 0177' }
    expect(fieldChanges(CONTACT, before, after, WORDS)).toEqual([
      { field: ['Telefon'], after: '+40 21 555 0177' },
      { field: ['Fax'], before: '+40 21 000 0001' },
      { field: ['Adresă', 'Adresa în română', 'Localitate'], before: 'București', after: 'Cluj-Napoca' },
    ])
  })

  it('leaves out the field of the skipped widget, and finds nothing between equal versions', () => {
    const before = { $translated: { en: { phone: 'a' } }, phone: '1' }
    const after = { $translated: { en: { phone: 'b' } }, phone: '1' }
    expect(fieldChanges(CONTACT, before, after, WORDS, 'translation-status')).toEqual([])
  })

  it("tells a list's items by their id: one removed, one added, one changed, named by the list's summary", () => {
    const before = { sites: [site('ziare'), site('business'), site('sport')] }
    const after = { sites: [site('ziare', 'Ziare Exemplu'), site('sport'), site('meteo')] }
    expect(fieldChanges(PORTFOLIO, before, after, WORDS)).toEqual([
      { field: ['Site-uri de știri'], before: 'business (https://business.example/)' },
      {
        field: ['Site-uri de știri', 'Ziare Exemplu (https://ziare.example/)', 'Nume'],
        before: 'ziare',
        after: 'Ziare Exemplu',
      },
      { field: ['Site-uri de știri'], after: 'meteo (https://meteo.example/)' },
    ])
  })

  it('says when the same items were put in another order', () => {
    const before = { sites: [site('ziare'), site('sport')] }
    const after = { sites: [site('sport'), site('ziare')] }
    expect(fieldChanges(PORTFOLIO, before, after, WORDS)).toEqual([
      {
        field: ['Site-uri de știri', 'ordinea'],
        before: 'ziare (https://ziare.example/), sport (https://sport.example/)',
        after: 'sport (https://sport.example/), ziare (https://ziare.example/)',
      },
    ])
  })
})
