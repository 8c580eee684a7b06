import { DEFAULT_LANGUAGE, LANGUAGES, languageRecord, localizedPath, type Language } from './i18n/languages'
import type { PostalAddress } from './contact/vcard'

/** The canonical address of a language's page: `https://site/` or `https://site/en/`. */
export function canonicalUrl(siteUrl: string, language: Language): string {
  return `${siteUrl}${localizedPath('/', language)}`
}

/** `hreflang` alternates: every language, and x-default for the default language's page. */
export function languageAlternates(siteUrl: string): { hrefLang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hrefLang: language, href: canonicalUrl(siteUrl, language) })),
    { hrefLang: 'x-default', href: canonicalUrl(siteUrl, DEFAULT_LANGUAGE) },
  ]
}

/** The social-sharing image of a language, made at build time (gatsby-node.ts). */
export const socialImagePath = (language: Language) => `/og/${language}.jpg`

/** The site's icon as the build writes it: the logo, or the company's initials without one (src/node/afterBuild/). */
export const SITE_ICON_PATH = '/favicon.svg'
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Open Graph locale of a language, and the other languages' as alternates. */
export function openGraphLocales(language: Language) {
  return {
    locale: languageRecord(language).ogLocale,
    alternates: LANGUAGES.filter((other) => other !== language).map((other) => languageRecord(other).ogLocale),
  }
}

export type OrganizationDetails = {
  siteUrl: string
  language: Language
  name: string
  description: string
  logoUrl: string | null
  email?: string | null
  phone?: string | null
  address?: PostalAddress | null
  sites: { name: string; url: string; description: string }[]
}

/**
 * schema.org JSON-LD for the agency: a NewsMediaOrganization with its contact details and postal address in
 * the page language, and the news sites it runs as sub-organisations.
 */
export function organizationJsonLd(details: OrganizationDetails): Record<string, unknown> {
  const { siteUrl, language, address } = details
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsMediaOrganization',
    '@id': `${siteUrl}/#organization`,
    name: details.name,
    url: canonicalUrl(siteUrl, language),
    description: details.description,
    ...(details.logoUrl && { logo: `${siteUrl}${details.logoUrl}` }),
    ...(details.email && { email: details.email }),
    ...(details.phone && { telephone: details.phone }),
    ...(address && {
      address: {
        '@type': 'PostalAddress',
        streetAddress: address.street,
        addressLocality: address.locality,
        ...(address.region && { addressRegion: address.region }),
        postalCode: address.postalCode,
        addressCountry: address.country,
      },
    }),
    subOrganization: details.sites.map((site) => ({
      '@type': 'NewsMediaOrganization',
      name: site.name,
      url: site.url,
      description: site.description,
    })),
  }
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
