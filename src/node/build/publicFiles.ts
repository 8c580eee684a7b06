import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { encode as encodeIco } from 'sharp-ico'
import type { Language } from '../../lib/i18n/languages'
import { socialImagePath } from '../../lib/seo'
import { contentSecurityPolicy, headersFile, inlineScripts, sha256Source } from './contentSecurityPolicy'
import { writeVCardFiles, type VCardFile } from './vcardFiles'
import { robotsTxt, sitemapXml } from './sitemap'
import { SOCIAL_LOGO, socialImageSvg } from './socialImage'

export type SocialCard = { language: Language; company: string; tagline: string }

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

async function writeSocialImage(
  publicDir: string,
  logoPath: string | null,
  { language, company, tagline }: SocialCard,
) {
  const file = path.join(publicDir, socialImagePath(language))
  await mkdir(path.dirname(file), { recursive: true })
  const logo = logoPath
    ? [
        {
          input: await sharp(logoPath, { density: 400 }).resize(SOCIAL_LOGO.size, SOCIAL_LOGO.size).png().toBuffer(),
          left: SOCIAL_LOGO.left,
          top: SOCIAL_LOGO.top,
        },
      ]
    : []
  await sharp(Buffer.from(socialImageSvg({ company, tagline })))
    .composite(logo)
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(file)
}

const FAVICON_SIZES = [16, 32, 48]

/** `/favicon.ico`, which browsers and feed readers ask for whatever the page's `<link rel=icon>` says. */
async function writeFavicon(publicDir: string, logoPath: string) {
  const pngs = await Promise.all(
    FAVICON_SIZES.map((size) => sharp(logoPath, { density: 300 }).resize(size, size).png().toBuffer()),
  )
  await writeFile(path.join(publicDir, 'favicon.ico'), encodeIco(pngs))
}

/**
 * The files the build adds to `public/` once the pages exist: a sharing image and a vCard per language,
 * favicon.ico, sitemap.xml, robots.txt and `_headers` with a CSP that allows exactly the inline scripts the pages hold.
 */
export async function writePublicFiles(
  publicDir: string,
  {
    siteUrl,
    logoPath,
    socialCards,
    vcards,
  }: { siteUrl: string; logoPath: string | null; socialCards: SocialCard[]; vcards: VCardFile[] },
) {
  const vcardHeaders = await writeVCardFiles(publicDir, vcards)
  await Promise.all(socialCards.map((card) => writeSocialImage(publicDir, logoPath, card)))
  if (logoPath) await writeFavicon(publicDir, logoPath)
  await writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl))
  await writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl))
  // The site runs no third-party script through Gatsby's <Script> (Partytown): do not publish its worker files.
  await rm(path.join(publicDir, '~partytown'), { recursive: true, force: true })
  const pages = await Promise.all((await htmlFiles(publicDir)).map((file) => readFile(file, 'utf8')))
  const hashes = pages.flatMap(inlineScripts).map(sha256Source)
  const csp = { for: '/*', values: { 'Content-Security-Policy': contentSecurityPolicy(hashes) } }
  await writeFile(path.join(publicDir, '_headers'), headersFile([csp, ...vcardHeaders]))
}
