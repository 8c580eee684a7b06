import contactContent from '../../content/contact.json'
import portfolioContent from '../../content/portfolio.json'
import type { Language } from '../../src/lib/i18n/languages'
import { translations } from './render'

const imageData = (src: string) => ({
  layout: 'constrained' as const,
  width: 600,
  height: 400,
  images: {
    fallback: { src, srcSet: `${src} 600w`, sizes: '(min-width: 600px) 600px, 100vw' },
    sources: [
      { type: 'image/webp', srcSet: `${src.replace('.jpg', '.webp')} 600w`, sizes: '(min-width: 600px) 600px, 100vw' },
    ],
  },
  backgroundColor: '#f8f8f8',
})

/** The portfolio cards as the page query returns them in `language`, from the shipped content. */
export function portfolioSites(language: Language): Queries.PortfolioCardFragment[] {
  return portfolioContent.sites.map((site) => ({
    id: site.id,
    name: site.site,
    url: site.url,
    description: site.description[language],
    image: { childImageSharp: { gatsbyImageData: imageData(`/static/${site.id}-${language}.jpg`) } },
  }))
}

/** The contact card as the page query returns it in `language`, from the shipped content. */
export function contactCard(
  language: Language,
  overrides: Partial<Queries.ContactCardFragment> = {},
): Queries.ContactCardFragment {
  return {
    firstname: contactContent.firstname,
    organization: contactContent.organization,
    email: contactContent.email,
    phone: contactContent.phone,
    fax: contactContent.fax,
    url: contactContent.url,
    address: contactContent.address[language],
    photoJpegBase64: 'AAAA',
    logoDataUri: null,
    img: { publicURL: '/static/logo.svg' },
    vcardQrCode: { size: 29, path: 'M4 4h7v1h-7z' },
    ...overrides,
  }
}

/** What the page query returns in `language`, from the shipped content: the page's data, every section's. */
export function homePageData(language: Language): Queries.HomePageQuery {
  return {
    site: { siteMetadata: { siteUrl: 'https://www.example.com' } },
    locales: { edges: [{ node: { ns: 'translation', language, data: JSON.stringify(translations[language]) } }] },
    portfolio: { sites: portfolioSites(language) },
    contact: contactCard(language),
  }
}
