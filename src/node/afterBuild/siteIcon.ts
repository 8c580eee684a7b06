import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { contactSchema } from '../../lib/content/schemas'
import { generatedPath } from '../generatedDir'
import { writeWhole } from '../writeWhole'
import { escapeXml } from './svgText'

/**
 * The site's colours where the build draws (the icons, the sharing images, the manifest's theme): the brand
 * and accent of src/styles/global.css, which holds them for the page.
 */
export const BRAND_COLOURS = { brand: '#12355b', accent: '#f2a541', onBrand: '#ffffff' } as const

/** The icon drawn when the contact card has no logo: the company's initials on the brand colour. */
const MONOGRAM_FILE = 'site-icon.svg'

/** Up to two initials of a name, in capitals: "Exemplu Media" gives "EM", "Știri" gives "Ș". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0].toLocaleUpperCase('ro'))
    .join('')
}

/** A square icon of the company's initials, white on the brand colour, over the accent's bar. */
export function monogramSvg(company: string): string {
  const letters = initials(company)
  const fontSize = letters.length > 1 ? 220 : 300
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${BRAND_COLOURS.brand}"/>
  <rect x="136" y="400" width="240" height="24" rx="12" fill="${BRAND_COLOURS.accent}"/>
  <text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="Figtree, DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="${BRAND_COLOURS.onBrand}">${escapeXml(letters)}</text>
</svg>
`
}

/** content/contact.json as far as it reads: the content's check names whatever is wrong with it. */
function readContactCard(projectRoot: string): { img?: unknown; firstname?: unknown } {
  try {
    const card: unknown = JSON.parse(readFileSync(path.join(projectRoot, 'content', 'contact.json'), 'utf8'))
    return typeof card === 'object' && card !== null ? card : {}
  } catch {
    return {}
  }
}

/**
 * What the site calls itself and draws its icons from, as paths from the project's folder: the company's name
 * and the logo the contact card names (content/contact.json's `img`, under any name); without a logo, its
 * initials, drawn into generated/. gatsby-plugin-manifest draws the web manifest's icons and the apple-touch
 * icons from it, as the build draws favicon.ico and favicon.svg. Read by gatsby-config, before the content is
 * checked: a card that does not read still gives a valid configuration, so that the check, which runs before
 * any plugin reads the content, is what stops the build and says why.
 */
export function siteIdentity(projectRoot: string): { name: string; icon: string } {
  const card = readContactCard(projectRoot)
  const name = typeof card.firstname === 'string' && card.firstname.trim() ? card.firstname : path.basename(projectRoot)
  const img = contactSchema.shape.img.safeParse(card.img)
  const logo = img.success && img.data !== undefined ? path.join('content', img.data) : undefined
  if (logo && existsSync(path.join(projectRoot, logo))) return { name, icon: logo }
  const monogram = generatedPath(projectRoot, MONOGRAM_FILE)
  // Every process that loads gatsby-config draws it, Gatsby's workers too, while the build's own process may be
  // reading it (gatsby-plugin-manifest, onPostBootstrap): written in place, the file was empty for a moment, and
  // sharp refused it ("Input file contains unsupported image format"), failing the build now and then. So it is
  // left alone when it holds the drawing already, and otherwise replaced whole.
  const drawing = monogramSvg(name)
  if (!existsSync(monogram) || readFileSync(monogram, 'utf8') !== drawing) writeWhole(monogram, drawing)
  return { name, icon: path.relative(projectRoot, monogram) }
}
