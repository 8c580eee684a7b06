import { addressValues, contactVCard, vcardDownload } from '../../../src/lib/contact/contactVCard'
import { buildVCard } from '../../../src/lib/contact/vcard'
import { interpolate } from '../../../src/lib/i18n/translations'
import { contactCard } from '../../support/fixtures'
import { createI18n, translations } from '../../support/render'
import { LANGUAGES } from '../../../src/lib/i18n/languages'

describe('the contact card as a vCard', () => {
  it('has the fax line in English only', () => {
    expect(contactVCard(contactCard('en'), 'en', 'label').fax).toBe(contactCard('en').fax)
    expect(contactVCard(contactCard('ro'), 'ro', 'label').fax).toBeNull()
  })

  it('uses the organisation as both ORG and TITLE, and tags the agency language ro-RO', () => {
    const card = contactVCard(contactCard('en'), 'en', 'label')
    expect(card).toMatchObject({
      name: contactCard('en').firstname,
      organization: 'Online Media',
      title: 'Online Media',
      language: 'ro-RO',
    })
  })
})

describe('the vCard a page offers', () => {
  it.each(LANGUAGES)(
    'is the same text in the browser (i18next fills the address) and in the build (%s)',
    (language) => {
      const contact = contactCard(language)
      const values = addressValues(contact.address!)
      const inBrowser = vcardDownload(contact, language, createI18n(language).t('contact_address', values))!
      const inBuild = vcardDownload(contact, language, interpolate(translations[language].contact_address, values))!
      expect(buildVCard(inBrowser.card)).toBe(buildVCard(inBuild.card))
      expect(inBrowser.path).toBe(`/vcard/${language}.vcf`)
      expect(inBrowser.fileName).toBe('Exemplu Media.vcf')
    },
  )
})
