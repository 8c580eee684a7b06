import { editorLink, fieldReference } from '../../../src/lib/editMode/editorLink'

describe('fieldReference', () => {
  it.each([
    ['texts/translation/landing_tagline', 'ro', { collection: 'texts', entry: 'translation', path: 'landing_tagline' }],
    [
      'portfolio/portfolio/sites.1.description.{language}',
      'en',
      { collection: 'portfolio', entry: 'portfolio', path: 'sites.1.description.en' },
    ],
    ['contact/contact/address.{language}', 'ro', { collection: 'contact', entry: 'contact', path: 'address.ro' }],
  ])('reads %s on the %s page', (value, language, reference) => {
    expect(fieldReference(value, language)).toEqual(reference)
  })

  it.each(['', 'texts', 'texts/translation', 'texts/translation/a/b', 'Texts/translation/x', 'texts/translation/a..b'])(
    'refuses %j',
    (value) => {
      expect(fieldReference(value, 'ro')).toBeNull()
    },
  )
})

describe('editorLink', () => {
  it("opens Decap's route of the entry, with the field and the language as query parameters", () => {
    expect(editorLink({ collection: 'portfolio', entry: 'portfolio', path: 'sites.1.description.en' }, 'en')).toBe(
      '/admin/?field=sites.1.description.en&locale=en#/collections/portfolio/entries/portfolio',
    )
  })
})
