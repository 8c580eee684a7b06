import { copyFile, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { encode as encodeIco } from 'sharp-ico'
import { vcardPath } from '../../lib/contact/contactVCard'
import { DEFAULT_LANGUAGE, pagePaths, type Language } from '../../lib/i18n/languages'
import { socialImagePath } from '../../lib/seo'
import { cmsConfigYaml } from '../editorConfig/cmsConfig'
import type { CmsTarget } from '../editorConfig/cmsTarget'
import { ADMIN_DIR } from '../bundles/adminBundle'
import { CONTENT_VERSION_PATH } from '../../lib/content/contentVersion'
import { EDITOR_CONFIG_FILES, UI_LANGUAGES } from '../../lib/editor/uiLanguage'
import {
  CONTENT_FILE_POLICY,
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  inlineStyles,
  sha256Source,
  type HeaderRule,
} from './contentSecurityPolicy'
import { htmlElements, textContent, type Element } from './htmlElements'
import { withoutStyleAttributes } from './styleAttributes'
import { withSubresourceIntegrity } from './subresourceIntegrity'
import { writeVCardFiles, type VCardFile } from './vcardFiles'
import { robotsTxt, sitemapXml } from './sitemap'
import { SOCIAL_LOGO, socialImageSvg } from './socialImage'

export type SocialCard = { language: Language; company: string; tagline: string }

async function pageHtmlFiles(publicDir: string): Promise<string[]> {
  const entries = await readdir(publicDir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(publicDir, file).startsWith(`${ADMIN_DIR}${path.sep}`))
}

const NOT_DRAWN = new Set(['head', 'script', 'style', 'template'])

const isDrawn = (element: Element): boolean => {
  const parent = element.parentNode
  return !NOT_DRAWN.has(element.tagName) && !(parent && 'tagName' in parent && !isDrawn(parent))
}

/** The text each page draws: its text outside the head, scripts and styles (`page`: its path in public/). */
export async function pageTexts(publicDir: string): Promise<{ page: string; text: string }[]> {
  return Promise.all(
    (await pageHtmlFiles(publicDir)).map(async (file) => {
      const drawn = htmlElements(await readFile(file, 'utf8')).filter(isDrawn)
      return { page: path.relative(publicDir, file), text: drawn.map(textContent).join('') }
    }),
  )
}

/**
 * The paths that answer with the page: `/`, every path under each other language's (`/en/*`), and every
 * other path through the catch-all rewrite to /index.html (Netlify gives a rewritten request the headers of
 * its target). /admin/ is none of them, so its own policy is the only one it gets.
 */
const PAGE_RULE_PATHS = pagePaths().flatMap((page) => (page === '/' ? ['/', '/index.html'] : [`${page}*`]))

/**
 * Where the build publishes files drawn from the content, none of them a page: under /static/, the logo as it
 * is and the portfolio's images (Gatsby's), under /icons/ the web manifest's and apple-touch icons
 * (gatsby-plugin-manifest's), the sharing images and the vCards; and at the top, the favicons, each image
 * file there. Every one is served with the policy that runs nothing; none of these paths is a page's.
 */
const CONTENT_FILE_FOLDERS = [
  '/static/',
  '/icons/',
  path.posix.dirname(socialImagePath(DEFAULT_LANGUAGE)) + '/',
  path.posix.dirname(vcardPath(DEFAULT_LANGUAGE)) + '/',
]
const IMAGE_FILE = /\.(ico|png|svg|jpe?g|gif|webp|avif)$/i

async function contentFileRules(publicDir: string): Promise<HeaderRule[]> {
  const images = (await readdir(publicDir)).filter((name) => IMAGE_FILE.test(name)).sort()
  const paths = [...CONTENT_FILE_FOLDERS.map((folder) => `${folder}*`), ...images.map((name) => `/${name}`)]
  return paths.map((filePath) => ({ for: filePath, values: { 'Content-Security-Policy': CONTENT_FILE_POLICY } }))
}

/**
 * Cross-Origin-Opener-Policy, per document: the page shares its browsing context group with no other site.
 * The editor logs in through Netlify's OAuth page in a pop-up on api.netlify.com, which hands the token back
 * through `window.opener.postMessage`: under `same-origin` the browser severs the pop-up from its opener and the
 * token never arrives, so /admin/ keeps its pop-ups' opener. Each value is set by one rule only: Netlify joins the
 * values of a header that several matching rules set, which would make two policies one invalid header.
 */
const OPENER_POLICY = { page: 'same-origin', editor: 'same-origin-allow-popups' } as const

/** Webpack's scripts and styles at the top of public/, named with a hash of their content. */
const HASHED_ASSET = /[-.][0-9a-f]{20}\.(js|css)$/

/**
 * Cache rules for the files whose names change with their content: a year, immutable. One rule per file,
 * as the editor's scripts under /admin/ keep their names from one build to the next and must be revalidated.
 */
async function hashedAssetRules(publicDir: string): Promise<HeaderRule[]> {
  const names = (await readdir(publicDir)).filter((name) => HASHED_ASSET.test(name)).sort()
  return names.map((name) => ({ for: `/${name}`, values: { 'Cache-Control': 'public, max-age=31536000, immutable' } }))
}

/**
 * Makes each page fit a strict policy, and returns the pages: its style attributes moved into a style sheet,
 * and integrity on every script and style sheet it loads from the site.
 */
async function hardenPages(publicDir: string): Promise<string[]> {
  return Promise.all(
    (await pageHtmlFiles(publicDir)).map(async (file) => {
      const page = path.relative(publicDir, file)
      const html = await withSubresourceIntegrity(
        withoutStyleAttributes(await readFile(file, 'utf8'), page),
        publicDir,
        page,
      )
      await writeFile(file, html)
      return html
    }),
  )
}

async function writeSocialImage(publicDir: string, iconPath: string, { language, company, tagline }: SocialCard) {
  const file = path.join(publicDir, socialImagePath(language))
  await mkdir(path.dirname(file), { recursive: true })
  const icon = await sharp(iconPath, { density: 400 }).resize(SOCIAL_LOGO.size, SOCIAL_LOGO.size).png().toBuffer()
  await sharp(Buffer.from(socialImageSvg({ company, tagline })))
    .composite([{ input: icon, left: SOCIAL_LOGO.left, top: SOCIAL_LOGO.top }])
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(file)
}

const FAVICON_SIZES = [16, 32, 48]

/**
 * `/favicon.ico`, which browsers and feed readers ask for whatever the page's `<link rel=icon>` says, and
 * `/favicon.svg`, the site's icon itself (the logo, or the company's initials), the editor's icon.
 */
async function writeFavicons(publicDir: string, iconPath: string) {
  const pngs = await Promise.all(
    FAVICON_SIZES.map((size) => sharp(iconPath, { density: 300 }).resize(size, size).png().toBuffer()),
  )
  await writeFile(path.join(publicDir, 'favicon.ico'), encodeIco(pngs))
  await copyFile(iconPath, path.join(publicDir, 'favicon.svg'))
}

/**
 * The files the build adds to `public/` once the pages exist: a sharing image and a vCard per language,
 * favicon.ico and favicon.svg, sitemap.xml, robots.txt, the editor's config.yml in each language (none on a preview, whose /admin/
 * holds no editor: `cmsTarget` null), the pages made fit for a strict policy, and
 * `_headers` with a CSP that allows exactly the inline scripts and styles the pages hold, the editor's own CSP,
 * the policy that runs nothing for the files drawn from the content, the content's version uncached, and the
 * cache rules of hashed files.
 */
export async function writePublicFiles(
  publicDir: string,
  {
    siteUrl,
    cmsTarget,
    iconPath,
    socialCards,
    vcards,
  }: {
    siteUrl: string
    cmsTarget: CmsTarget | null
    /** The SVG the site's icons are drawn from (siteIdentity). */
    iconPath: string
    socialCards: SocialCard[]
    vcards: VCardFile[]
  },
) {
  const vcardHeaders = await writeVCardFiles(publicDir, vcards)
  await Promise.all(socialCards.map((card) => writeSocialImage(publicDir, iconPath, card)))
  await writeFavicons(publicDir, iconPath)
  await writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl))
  await writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl))
  // The site runs no third-party script through Gatsby's <Script> (Partytown): do not publish its worker files.
  await rm(path.join(publicDir, '~partytown'), { recursive: true, force: true })
  await mkdir(path.join(publicDir, ADMIN_DIR), { recursive: true })
  if (cmsTarget) {
    for (const language of UI_LANGUAGES)
      await writeFile(path.join(publicDir, EDITOR_CONFIG_FILES[language]), cmsConfigYaml(siteUrl, language, cmsTarget))
  }
  const pages = await hardenPages(publicDir)
  const pageCsp = contentSecurityPolicy(
    pages.flatMap(inlineScripts).map(sha256Source),
    pages.flatMap(inlineStyles).map(sha256Source),
  )
  const pageRules = PAGE_RULE_PATHS.map((pagePath) => ({
    for: pagePath,
    values: { 'Content-Security-Policy': pageCsp, 'Cross-Origin-Opener-Policy': OPENER_POLICY.page },
  }))
  const adminRule = {
    for: `/${ADMIN_DIR}/*`,
    values: {
      'Content-Security-Policy': adminContentSecurityPolicy(),
      'Cross-Origin-Opener-Policy': OPENER_POLICY.editor,
      'X-Robots-Tag': 'noindex',
    },
  }
  // The editor reads the content's version after each publish until the site has its change
  // (src/lib/content/contentVersion.ts): never from a cache. A data file, opened on its own it runs nothing.
  const contentVersionRule = {
    for: CONTENT_VERSION_PATH,
    values: { 'Cache-Control': 'no-store', 'Content-Security-Policy': CONTENT_FILE_POLICY },
  }
  const rules = [
    ...pageRules,
    adminRule,
    contentVersionRule,
    ...(await contentFileRules(publicDir)),
    ...(await hashedAssetRules(publicDir)),
    ...vcardHeaders,
  ]
  await writeFile(path.join(publicDir, '_headers'), headersFile(rules))
}
