import { SOCIAL_IMAGE_SIZE } from '../../lib/seo'
import { BRAND_COLOURS } from './siteIcon'
import { escapeXml, wrapText } from './svgText'

/** Where the logo sits on the card, for the compositing step. */
export const SOCIAL_LOGO = { left: 96, top: 96, size: 160 } as const

/**
 * The sharing card of a language (1200 x 630) as SVG: the company name and the tagline on the brand colour,
 * with room on the left for the site's icon, which is composited on top.
 */
export function socialImageSvg({ company, tagline }: { company: string; tagline: string }): string {
  const { width, height } = SOCIAL_IMAGE_SIZE
  const lines = wrapText(tagline, 34)
    .map(
      (line, index) => `<text x="96" y="${420 + index * 52}" font-size="40" fill="#dfe7f1">${escapeXml(line)}</text>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
  <rect width="100%" height="100%" fill="${BRAND_COLOURS.brand}"/>
  <rect x="${SOCIAL_LOGO.left - 12}" y="${SOCIAL_LOGO.top - 12}" width="${SOCIAL_LOGO.size + 24}" height="${SOCIAL_LOGO.size + 24}" rx="36" fill="${BRAND_COLOURS.onBrand}" fill-opacity="0.14"/>
  <rect y="${height - 16}" width="100%" height="16" fill="${BRAND_COLOURS.accent}"/>
  <text x="96" y="350" font-size="76" font-weight="bold" fill="${BRAND_COLOURS.onBrand}">${escapeXml(company)}</text>
  ${lines}
</svg>`
}
