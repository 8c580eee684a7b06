import {
  canonicalUrl,
  jsonForScript,
  languageAlternates,
  openGraphLocales,
  organizationJsonLd,
} from '../../src/lib/seo'
import { LANGUAGE_RECORDS } from '../../src/lib/i18n/languages'

const siteUrl = 'https://www.example.com'

describe('search and sharing metadata', () => {
  it('gives each language one canonical URL, its page, with a trailing slash', () => {
    expect(canonicalUrl(siteUrl, 'ro')).toBe('https://www.example.com/')
    expect(canonicalUrl(siteUrl, 'en')).toBe('https://www.example.com/en/')
    for (const { code, path } of LANGUAGE_RECORDS) expect(canonicalUrl(siteUrl, code)).toBe(`${siteUrl}${path}`)
  })

  it("lists every language's page as an alternate, then the default language's as x-default", () => {
    expect(languageAlternates(siteUrl)).toEqual([
      ...LANGUAGE_RECORDS.map(({ code, path }) => ({ hrefLang: code, href: `https://www.example.com${path}` })),
      { hrefLang: 'x-default', href: 'https://www.example.com/' },
    ])
  })

  it.each(LANGUAGE_RECORDS.map(({ code }) => code))(
    'gives %s its Open Graph locale, with every other language as an alternate',
    (language) => {
      const others = LANGUAGE_RECORDS.filter(({ code }) => code !== language)
      expect(openGraphLocales(language)).toEqual({
        locale: LANGUAGE_RECORDS.find(({ code }) => code === language)!.ogLocale,
        alternates: others.map(({ ogLocale }) => ogLocale),
      })
    },
  )

  it('names Romanian ro_RO and English en_GB', () => {
    expect(openGraphLocales('ro').locale).toBe('ro_RO')
    expect(openGraphLocales('en').locale).toBe('en_GB')
  })

  it('describes the agency as a NewsMediaOrganization with its address and sites', () => {
    const jsonLd = organizationJsonLd({
      siteUrl,
      language: 'en',
      name: 'Exemplu Media',
      description: 'An agency',
      logoUrl: '/static/logo.svg',
      email: 'contact@example.com',
      phone: '+40 21 000 0000',
      address: {
        street: '12 Street',
        locality: 'Bucharest',
        region: 'Sector 2',
        postalCode: '020121',
        country: 'Romania',
      },
      sites: [{ name: 'Ziare Exemplu', url: 'https://ziare.example/', description: 'News' }],
    })
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsMediaOrganization',
      '@id': 'https://www.example.com/#organization',
      name: 'Exemplu Media',
      url: 'https://www.example.com/en/',
      description: 'An agency',
      logo: 'https://www.example.com/static/logo.svg',
      email: 'contact@example.com',
      telephone: '+40 21 000 0000',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Street',
        addressLocality: 'Bucharest',
        addressRegion: 'Sector 2',
        postalCode: '020121',
        addressCountry: 'Romania',
      },
      subOrganization: [
        { '@type': 'NewsMediaOrganization', name: 'Ziare Exemplu', url: 'https://ziare.example/', description: 'News' },
      ],
    })
  })

  it('leaves empty contact details out', () => {
    const jsonLd = organizationJsonLd({
      siteUrl,
      language: 'ro',
      name: 'X',
      description: 'd',
      logoUrl: null,
      sites: [],
    })
    expect(Object.keys(jsonLd)).not.toEqual(expect.arrayContaining(['logo', 'email', 'telephone', 'address']))
  })

  it('cannot be closed early by a </script> in the data', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
