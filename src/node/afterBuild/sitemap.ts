import { LANGUAGES } from '../../lib/i18n/languages'
import { canonicalUrl, languageAlternates } from '../../lib/seo'
import { escapeXml } from './svgText'

/**
 * sitemap.xml: each language's page with its `xhtml:link` alternates (Google's format for multilingual sites).
 * Written by hand rather than with gatsby-plugin-sitemap: there are two URLs, and the plugin can only write
 * sitemap-index.xml plus numbered files, not the sitemap.xml crawlers look for first.
 */
export function sitemapXml(siteUrl: string): string {
  const alternates = languageAlternates(siteUrl)
    .map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
    .join('\n')
  const urls = LANGUAGES.map(
    (language) => `  <url>\n    <loc>${escapeXml(canonicalUrl(siteUrl, language))}</loc>\n${alternates}\n  </url>`,
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything but the editor may be crawled; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
