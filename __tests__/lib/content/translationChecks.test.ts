/** @jest-environment node */
import {
  changedWords,
  checkedNow,
  localeWithoutChecks,
  nextRecord,
  translatedValuesInContent,
  translatedValuesInLocale,
  translationStates,
  type CheckRecord,
} from '../../../src/lib/content/translationChecks'

const portfolio = (
  description: { ro: string; en: string },
  img = { ro: 'images/a-ro.jpg', en: 'images/a-en.jpg' },
) => ({
  sites: [{ id: 'ziare', site: 'Ziare', url: 'https://ziare.example/', description, img }],
})

const contact = (street: { ro: string; en: string }) => ({
  firstname: 'Exemplu Media',
  address: {
    ro: { street: street.ro, locality: 'București', postalCode: '020121', country: 'România' },
    en: { street: street.en, locality: 'Bucharest', postalCode: '020121', country: 'Romania' },
  },
})

/** The fields that need a check once `after` replaces `before`, with `before` recorded as checked. */
function staleAfter(before: unknown, after: unknown, values = translatedValuesInContent): string[] {
  const record = Object.fromEntries(values(before, 'en').map((value) => [value.field, checkedNow(value, 'en')]))
  return translationStates(values(after, 'en'), record, 'en')
    .filter((state) => state.needsCheck)
    .map((state) => state.field)
}

describe('which translations need a check', () => {
  it('a text key: its Romanian changed and its English did not', () => {
    const values = (ro: object, en: object) => translatedValuesInLocale(ro, en)
    const before = values({ landing_tagline: 'Agenție' }, { landing_tagline: 'Agency' })
    const record: CheckRecord = { landing_tagline: checkedNow(before[0], 'en') }
    const after = values({ landing_tagline: 'Agenție nouă' }, { landing_tagline: 'Agency' })
    expect(translationStates(after, record, 'en')).toMatchObject([
      { field: 'landing_tagline', needsCheck: true, checkedAgainst: 'Agenție', source: 'Agenție nouă' },
    ])
    const bothChanged = values({ landing_tagline: 'Agenție nouă' }, { landing_tagline: 'New agency' })
    expect(translationStates(bothChanged, record, 'en')).toMatchObject([{ needsCheck: false }])
  })

  it("a site's description, named by the site's id", () => {
    const before = portfolio({ ro: 'Știri', en: 'News' })
    expect(staleAfter(before, portfolio({ ro: 'Știri și analize', en: 'News' }))).toEqual(['sites[ziare].description'])
    expect(staleAfter(before, portfolio({ ro: 'Știri și analize', en: 'News and analysis' }))).toEqual([])
    expect(staleAfter(before, portfolio({ ro: 'Știri', en: 'News!' }))).toEqual([])
  })

  it("a site's front-page image", () => {
    const text = { ro: 'Știri', en: 'News' }
    const before = portfolio(text)
    const after = portfolio(text, { ro: 'images/b-ro.jpg', en: 'images/a-en.jpg' })
    expect(staleAfter(before, after)).toEqual(['sites[ziare].img'])
    expect(staleAfter(before, portfolio(text, { ro: 'images/b-ro.jpg', en: 'images/b-en.jpg' }))).toEqual([])
  })

  it('the address, part by part', () => {
    const before = contact({ ro: 'Strada Mare 12', en: '12 Mare Street' })
    expect(staleAfter(before, contact({ ro: 'Strada Mare 14', en: '12 Mare Street' }))).toEqual(['address.street'])
    expect(staleAfter(before, contact({ ro: 'Strada Mare 14', en: '14 Mare Street' }))).toEqual([])
  })

  it('takes a value without a record as checked, unless the editor gives the values it opened with', () => {
    const opened = translatedValuesInLocale({ a: 'unu' }, { a: 'one' })
    const now = translatedValuesInLocale({ a: 'doi' }, { a: 'one' })
    expect(translationStates(now, {}, 'en')).toMatchObject([{ needsCheck: false }])
    const baseline = { a: checkedNow(opened[0], 'en') }
    expect(translationStates(now, {}, 'en', baseline)).toMatchObject([{ needsCheck: true, checkedAgainst: 'unu' }])
  })
})

describe('the record the editor and translations:checked write', () => {
  const opened = translatedValuesInLocale({ a: 'unu', b: 'doi' }, { a: 'one', b: 'two' })
  const record = Object.fromEntries(opened.map((value) => [value.field, checkedNow(value, 'en')]))

  it('keeps the old check of a value that needs one, until it is confirmed', () => {
    const now = translatedValuesInLocale({ a: 'unu!', b: 'doi!' }, { a: 'one', b: 'two' })
    expect(nextRecord(now, record, 'en', { confirmed: ['b'] })).toEqual({
      a: { ro: 'unu', en: 'one' },
      b: { ro: 'doi!', en: 'two' },
    })
  })

  it('records an edited translation against the current source, and drops values the file no longer has', () => {
    const now = translatedValuesInLocale({ a: 'unu!' }, { a: 'one!' })
    expect(nextRecord(now, record, 'en')).toEqual({ a: { ro: 'unu!', en: 'one!' } })
  })
})

describe('changedWords', () => {
  it('marks the words removed from the old source and added in the new', () => {
    const { before, after } = changedWords('Știri de afaceri zilnic', 'Știri de business zilnic')
    expect(before.filter((part) => part.changed).map((part) => part.text)).toEqual(['afaceri'])
    expect(after.filter((part) => part.changed).map((part) => part.text)).toEqual(['business'])
  })

  it('gives back each text exactly, spaces and punctuation included', () => {
    const old = 'Agenție de presă online: știri generale și de business.'
    const now = 'Agenție de presă online: știri generale, de business și de sport.'
    const { before, after } = changedWords(old, now)
    expect(before.map((part) => part.text).join('')).toBe(old)
    expect(after.map((part) => part.text).join('')).toBe(now)
  })
})

describe('localeWithoutChecks', () => {
  it("gives the page a locale file's texts without the record", () => {
    const json = JSON.stringify({ $schema: 'x', home: 'Home', $translated: { home: { ro: 'Acasă', en: 'Home' } } })
    expect(JSON.parse(localeWithoutChecks(json))).toEqual({ $schema: 'x', home: 'Home' })
  })
})
