/** @jest-environment node */
import contact from '../../content/contact.json'
import portfolio from '../../content/portfolio.json'
import { contactCard, portfolioSites, vcardQrCodeAt } from '../../src/cms/previewContent'

// The editor's draft, turned into what the page's components take: a draft may be half typed.

const imageUrl = (file: string) => `blob:preview/${file}`
const origin = 'https://www.example.com'

describe('the contact card of a draft', () => {
  it("holds the language's address and the logo as the editor serves it", () => {
    const card = contactCard(contact, 'en', { imageUrl, origin })
    expect(card).toMatchObject({ firstname: 'Exemplu Media', phone: contact.phone, email: contact.email })
    expect(card.address).toEqual(contact.address.en)
    expect(card.img).toEqual({ publicURL: 'blob:preview/images/logo.svg' })
  })

  it('shows nothing for a field being emptied, and a region left out as none', () => {
    const { region: _region, ...withoutRegion } = contact.address.ro
    const card = contactCard(
      { firstname: 'Exemplu Media', email: '', address: { ...contact.address, ro: withoutRegion } },
      'ro',
      { imageUrl, origin },
    )
    expect(card).toMatchObject({ email: null, phone: null, img: null })
    expect(card.address?.region).toBeNull()
  })

  it('draws the QR code of the vCard of the site the editor runs on, in the language shown', () => {
    expect(vcardQrCodeAt(origin, 'en').text).toBe('https://www.example.com/vcard/en.vcf')
    expect(contactCard(contact, 'en', { imageUrl, origin }).vcardQrCode.path).toBe(vcardQrCodeAt(origin, 'en').path)
  })
})

describe('the portfolio of a draft', () => {
  it("gives each site its language's description and front page", () => {
    const [ziare] = portfolioSites(portfolio, 'en', imageUrl)
    expect(ziare).toMatchObject({ id: 'ziare', name: 'Ziare Exemplu', description: portfolio.sites[0].description.en })
    expect(ziare.image.childImageSharp?.gatsbyImageData.images.fallback?.src).toBe('blob:preview/images/ziare-en.jpg')
  })

  it('leaves out a site being added until it has a name and an address that parses', () => {
    const draft = { sites: [...portfolio.sites, { id: 'new', site: 'New', url: 'https://' }] }
    expect(portfolioSites(draft, 'ro', imageUrl).map(({ id }) => id)).toEqual(['ziare', 'business'])
  })
})
