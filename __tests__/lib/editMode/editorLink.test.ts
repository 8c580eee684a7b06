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
  const description = { collection: 'portfolio', entry: 'portfolio', path: 'sites.1.description.en' }

  it("opens Decap's route of the entry, with the field and the language as query parameters", () => {
    expect(editorLink(description, 'en', '/admin/')).toBe(
      '/admin/?field=sites.1.description.en&locale=en#/collections/portfolio/entries/portfolio',
    )
  })

  it("opens another site's editor at the same field", () => {
    expect(editorLink(description, 'en', 'https://www.example.com/admin/')).toBe(
      'https://www.example.com/admin/?field=sites.1.description.en&locale=en#/collections/portfolio/entries/portfolio',
    )
  })
})
