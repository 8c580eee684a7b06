/** The address the build uses when it is told none: fine on a laptop, never in production. */
export const PLACEHOLDER_SITE_URL = 'https://www.example.com'

/**
 * The site's public address, without a trailing slash: `SITE_URL` if set; else, on Netlify, the address
 * Netlify gives the build (`URL`); else the placeholder.
 */
export function siteUrlFrom(env: Record<string, string | undefined>): string {
  const fromNetlify = env.NETLIFY === 'true' ? env.URL : undefined
  return (env.SITE_URL || fromNetlify || PLACEHOLDER_SITE_URL).replace(/\/+$/, '')
}

/**
 * Canonical links, the sitemap and the contact card's QR code (which people print) are made from the address,
 * so a Netlify production build that would use the placeholder must stop, saying what to set. Throws then.
 */
export function assertPublishableSiteUrl(env: Record<string, string | undefined>): void {
  if (env.NETLIFY === 'true' && env.CONTEXT === 'production' && siteUrlFrom(env) === PLACEHOLDER_SITE_URL) {
    throw new Error(
      `This production build would publish the placeholder address ${PLACEHOLDER_SITE_URL} in canonical links, ` +
        "the sitemap and the contact card's QR code. Set SITE_URL to the site's address (Netlify: Site " +
        'configuration > Environment variables), or leave it unset to use the address Netlify gives the site.',
    )
  }
}
