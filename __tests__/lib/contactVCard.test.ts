import { contactVCard } from '../../src/lib/contactVCard'
import contact from '../../content/contact.json'

describe('the contact card as a vCard', () => {
  const details = { ...contact, address: contact.address.en }

  it('has the fax line in English only', () => {
    expect(contactVCard(details, 'en', 'label').fax).toBe(contact.fax)
    expect(contactVCard(details, 'ro', 'label').fax).toBeNull()
  })

  it('uses the organisation as both ORG and TITLE, and tags the agency language ro-RO', () => {
    const card = contactVCard(details, 'en', 'label')
    expect(card).toMatchObject({
      name: contact.firstname,
      organization: 'Online Media',
      title: 'Online Media',
      language: 'ro-RO',
    })
  })
})
