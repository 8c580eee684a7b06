import type { z } from 'zod'
import type { PageContent } from '../components/PageSections'
import type { contactSchema, portfolioSchema } from '../lib/content/schemas'
import type { Language } from '../lib/i18n/languages'
import { vcardPath } from '../lib/contact/contactVCard'
import { qrCode } from '../lib/contact/qrCode'

/**
 * The content files as the editor holds them, turned into what the page's components take from the page
 * query. The editor's data is a draft: any field may be missing or half typed, so nothing here assumes the
 * file is valid.
 */

export type ContactFile = Partial<z.input<typeof contactSchema>>
type PortfolioSiteFile = z.input<typeof portfolioSchema>['sites'][number]
export type PortfolioFile = { sites?: Partial<PortfolioSiteFile>[] }

/** Every content file as the editor holds it, by name. */
export type ContentFiles = { contact: ContactFile; portfolio: PortfolioFile }

/** The address of an image named in a content file (`images/x.jpg`), as the editor serves it. */
export type ImageUrl = (path: string) => string

/** The QR code of a language's vCard, on the site the editor runs on (the editor is served by the site). */
export const vcardQrCodeAt = (origin: string, language: Language) => qrCode(new URL(vcardPath(language), origin).href)

export function contactCard(
  contact: ContactFile,
  language: Language,
  { imageUrl, origin }: { imageUrl: ImageUrl; origin: string },
): Queries.ContactCardFragment {
  const address = contact.address?.[language]
  return {
    firstname: contact.firstname ?? '',
    organization: contact.organization || null,
    email: contact.email || null,
    phone: contact.phone || null,
    fax: contact.fax || null,
    url: contact.url || null,
    address: address ? { ...address, region: address.region || null } : null,
    photoJpegBase64: null,
    // The editor shows the logo it has, as a file: only the build inlines it.
    logoDataUri: null,
    img: contact.img ? { publicURL: imageUrl(contact.img) } : null,
    vcardQrCode: vcardQrCodeAt(origin, language),
  }
}

function parses(url: string) {
  try {
    return Boolean(new URL(url))
  } catch {
    return false
  }
}

/** A site the page can show: it needs a name and an address that parses (its host is shown). */
const isShowable = (
  site: Partial<PortfolioSiteFile>,
): site is Pick<PortfolioSiteFile, 'id' | 'site' | 'url'> & Partial<PortfolioSiteFile> =>
  Boolean(site.id && site.site && site.url && parses(site.url))

/** A front page as gatsby-plugin-image data: one source, in the card's 3:2 box. */
const frontPage = (src: string) => ({
  layout: 'constrained' as const,
  width: 600,
  height: 400,
  images: { fallback: { src } },
})

export function portfolioSites(
  portfolio: PortfolioFile,
  language: Language,
  imageUrl: ImageUrl,
): Queries.PortfolioCardFragment[] {
  return (portfolio.sites ?? []).filter(isShowable).map((site) => {
    const image = site.img?.[language]
    return {
      id: site.id,
      name: site.site,
      url: site.url,
      description: site.description?.[language] ?? '',
      image: { childImageSharp: image ? { gatsbyImageData: frontPage(imageUrl(image)) } : null },
    }
  })
}

/**
 * The content files of a draft as the page's sections take them, in `language`: PageContent requires each
 * content file (src/lib/content/contentTypes.ts).
 */
export function draftPageContent(
  files: ContentFiles,
  language: Language,
  { imageUrl, origin }: { imageUrl: ImageUrl; origin: string },
): PageContent {
  return {
    contact: contactCard(files.contact, language, { imageUrl, origin }),
    portfolio: { sites: portfolioSites(files.portfolio, language, imageUrl) },
  }
}
