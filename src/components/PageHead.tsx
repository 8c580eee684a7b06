import React from 'react'
import type { Language } from '../lib/i18n/languages'
import {
  SITE_ICON_PATH,
  SOCIAL_IMAGE_SIZE,
  canonicalUrl,
  jsonForScript,
  languageAlternates,
  openGraphLocales,
  organizationJsonLd,
  socialImagePath,
} from '../lib/seo'
import { interpolate, translationsFromLocales } from '../lib/i18n/translations'
import { logoSource } from './ContactCard'

type PageHeadProps = { data: Queries.HomePageQuery; language: Language }

/**
 * The document head of a page language, read from the page query (the i18n plugin's `useTranslation` does not
 * reach Gatsby's Head): title, description, canonical and alternate URLs, the icon, sharing cards and the
 * agency's structured data.
 */
export function PageHead({ data, language }: PageHeadProps) {
  const siteUrl = data.site?.siteMetadata?.siteUrl ?? ''
  const text = translationsFromLocales(data.locales)
  const company = data.contact?.firstname ?? ''
  const title = interpolate(text.meta_title, { company })
  const description = interpolate(text.meta_description, { company })
  const url = canonicalUrl(siteUrl, language)
  const image = `${siteUrl}${socialImagePath(language)}`
  const locales = openGraphLocales(language)
  const icon = (data.contact && logoSource(data.contact)) ?? SITE_ICON_PATH
  const organization = organizationJsonLd({
    siteUrl,
    language,
    name: company,
    description,
    logoUrl: data.contact?.img?.publicURL ?? null,
    email: data.contact?.email,
    phone: data.contact?.phone,
    address: data.contact?.address,
    sites: (data.portfolio?.sites ?? []).map((site) => ({
      name: site.name,
      url: site.url,
      description: site.description,
    })),
  })

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {/* One icon, the logo: drawn from the page itself when it is small; without a logo, the company's
          initials the build draws. A browser that cannot show an SVG icon asks for /favicon.ico, which the
          build writes. */}
      <link rel="icon" href={icon} type="image/svg+xml" />
      {languageAlternates(siteUrl).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={title} />
      <meta property="og:locale" content={locales.locale} />
      {locales.alternates.map((alternate) => (
        <meta key={alternate} property="og:locale:alternate" content={alternate} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(organization) }} />
    </>
  )
}
