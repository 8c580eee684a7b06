import { contactVCard } from '../../../src/lib/contact/contactVCard'
import { contactCard } from '../../support/fixtures'

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
