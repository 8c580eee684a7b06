import path from 'node:path'
import type { GatsbyNode, Node } from 'gatsby'
import sharp from 'sharp'
import { LANGUAGES, type Language } from './src/lib/i18n/languages'
import { LOCALE_FILE_TYPE_NAME } from './src/lib/content/contentTypes'
import { formatProblem } from './src/node/content/problems'
import { checkSchemaSnapshot } from './src/node/content/schemaSnapshot'
import { validateContent } from './src/node/content/validateContent'
import { writePublicFiles } from './src/node/build/publicFiles'
import { qrCode } from './src/node/build/qrCode'
import { addressValues, vcardDownload, vcardPath } from './src/lib/contact/contactVCard'
import { buildVCard } from './src/lib/contact/vcard'
import { interpolate } from './src/lib/i18n/translations'

type ResolverContext = {
  nodeModel: { findOne: (args: { type: string; query: object }) => Promise<(Node & { absolutePath: string }) | null> }
}
type LanguageArgs = { language: Language }
type SiteNode = Node & { siteMetadata: { siteUrl: string } }

/** The File node of a path relative to `content/`, as content files write image paths. */
function contentFile(relativePath: string, context: ResolverContext) {
  return context.nodeModel.findOne({
    type: 'File',
    query: { filter: { sourceInstanceName: { eq: 'content' }, relativePath: { eq: relativePath } } },
  })
}

/** The contact logo as a small JPEG for the vCard's PHOTO and LOGO (vCard readers want a raster). */
async function logoAsJpegBase64(absolutePath: string): Promise<string> {
  const jpeg = await sharp(absolutePath, { density: 300 })
    .resize(192, 192, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
  return jpeg.toString('base64')
}

const byLanguage = (type: string) => LANGUAGES.map((language) => `${language}: ${type}`).join(', ')
/** Gatsby runs the build in the project's folder. */
const projectRoot = () => process.cwd()

// Editors' mistakes stop the build before anything reads the files, all of them at once, each naming the
// file, the field and what is expected (the same check as `npm run check-content`).
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const problems = await validateContent(projectRoot())
  for (const problem of problems.filter(({ severity }) => severity === 'warning')) reporter.warn(formatProblem(problem))
  const errors = problems.filter(({ severity }) => severity === 'error')
  if (errors.length) {
    reporter.panicOnBuild(`The content has ${errors.length} problem(s):\n${errors.map(formatProblem).join('\n')}`)
  }
}

// Every content type is declared in full (@dontInfer): the schema is what the page is built against, not
// whatever the files happen to hold. Content files hold one value per language; `@localized` fields take the
// page's `language` and answer with that language's value. Image paths are relative to content/.
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createFieldExtension({
    name: 'localized',
    args: { from: 'String!' },
    extend: (options: { from: string }) => ({
      args: { language: 'String!' },
      resolve: (source: Record<string, Record<Language, unknown> | undefined>, { language }: LanguageArgs) =>
        source[options.from]?.[language] ?? null,
    }),
  })
  actions.createFieldExtension({
    name: 'localizedContentFile',
    args: { from: 'String!' },
    extend: (options: { from: string }) => ({
      args: { language: 'String!' },
      resolve: (
        source: Record<string, Record<Language, string>>,
        { language }: LanguageArgs,
        context: ResolverContext,
      ) => contentFile(source[options.from][language], context),
    }),
  })
  actions.createFieldExtension({
    name: 'contentFileAsJpegBase64',
    args: { from: 'String!' },
    extend: (options: { from: string }) => ({
      resolve: async (source: Record<string, string | undefined>, _args: unknown, context: ResolverContext) => {
        const relativePath = source[options.from]
        const file = relativePath ? await contentFile(relativePath, context) : null
        return file ? logoAsJpegBase64(file.absolutePath) : null
      },
    }),
  })
  actions.createFieldExtension({
    name: 'vcardQrCode',
    extend: () => ({
      args: { language: 'String!' },
      resolve: async (_source: unknown, { language }: LanguageArgs, context: ResolverContext) => {
        const site = (await context.nodeModel.findOne({ type: 'Site', query: {} })) as unknown as SiteNode
        return qrCode(new URL(vcardPath(language), site.siteMetadata.siteUrl).href)
      },
    }),
  })
  actions.createTypes(`
    type LocalizedImagePath { ${byLanguage('String!')} }
    type PostalAddress { street: String!, locality: String!, region: String, postalCode: String!, country: String! }
    type PortfolioJson implements Node @dontInfer { sites: [PortfolioSite!]! }
    type PortfolioSite {
      id: String!
      site: String!
      url: String!
      "Translation key of the description"
      description: String!
      img: LocalizedImagePath!
      image: File! @localizedContentFile(from: "img")
    }
    type ContactJson implements Node @dontInfer {
      img: File @fileByRelativePath
      firstname: String!
      organization: String
      email: String
      phone: String
      fax: String
      url: String
      address: PostalAddress @localized(from: "address")
      "The logo (img) as a base64 JPEG, for the vCard"
      photoJpegBase64: String @contentFileAsJpegBase64(from: "img")
      "A QR code of the absolute URL of the language's static vCard"
      vcardQrCode: QrCode! @vcardQrCode
    }
    "A QR code as SVG path data on a size x size square, quiet zone included"
    type QrCode { size: Int!, path: String! }
    "Locale files are read as Locale nodes by gatsby-plugin-react-i18next; this type only keeps them out of inference."
    type ${LOCALE_FILE_TYPE_NAME} implements Node @dontInfer { id: ID! }
  `)
}

type I18nPageContext = { i18n?: { language: string; routed: boolean } }

// gatsby-plugin-react-i18next 3.0.1 prefixes the language onto a matchPath twice (`/en/en/*`, plugin issue
// #162) and leaves the leading slash off the path (`en/`): put both right.
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const { i18n } = page.context as I18nPageContext
  if (!i18n?.routed || !page.matchPath) return
  const matchPath = `/${i18n.language}/*`
  const pagePath = `/${i18n.language}/`
  if (page.matchPath === matchPath && page.path === pagePath) return
  actions.deletePage(page)
  actions.createPage({ ...page, path: pagePath, matchPath })
}

// One page answers every path: `/*` shows it in Romanian, and the i18n plugin adds `/en/*` in English.
// First, the content types' GraphQL schema is compared with the committed snapshot, so a change nobody meant
// fails the build (and CI).
export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const snapshot = await checkSchemaSnapshot(graphql, projectRoot())
  if (snapshot.status === 'written') reporter.info(`Wrote the GraphQL schema snapshot ${snapshot.file}`)
  if (snapshot.status === 'changed') reporter.panicOnBuild(snapshot.message)
  actions.createPage({
    path: '/',
    matchPath: '/*',
    component: path.resolve('src/templates/HomePage.tsx'),
    context: { buildYear: new Date().getFullYear() },
  })
}

/** Whether a webpack rule's loader entry is css-loader with CSS modules on. */
type LoaderEntry = { loader?: string; options?: { modules?: { localIdentName?: string } | false } }
type Rule = { oneOf?: Rule[]; use?: LoaderEntry[] | LoaderEntry; rules?: Rule[] }

function shortenCssModuleNames(rules: Rule[]) {
  for (const rule of rules) {
    if (rule.oneOf) shortenCssModuleNames(rule.oneOf)
    if (rule.rules) shortenCssModuleNames(rule.rules)
    for (const entry of [rule.use ?? []].flat()) {
      const modules = entry.options?.modules
      if (entry.loader?.includes('css-loader') && modules) modules.localIdentName = '[hash:base64:6]'
    }
  }
}

// In the production build, CSS module class names are short hashes instead of `Component-module--name--hash`:
// each name is written into the page's JavaScript as well as its HTML and CSS. The browser and the server
// renderer must name them alike, so both build stages get the same setting.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return
  const config = getConfig()
  shortenCssModuleNames(config.module.rules)
  actions.replaceWebpackConfig(config)
}

type PublicFilesQuery = {
  site: { siteMetadata: { siteUrl: string } }
  contactJson: Omit<Queries.ContactCardFragment, 'address' | 'img' | 'vcardQrCode'> & {
    img: { absolutePath: string } | null
  } & Record<Language, Queries.PostalAddress | null>
  allLocale: { nodes: { language: Language; data: string }[] }
}

const addressInEachLanguage = LANGUAGES.map(
  (language) => `${language}: address(language: "${language}") { street locality region postalCode country }`,
).join('\n')

// The files written once the pages exist: a sharing image and a vCard per language (the same card the page
// builds in the browser), favicon.ico, sitemap.xml, robots.txt and `_headers` (the CSP, with the hashes of
// the inline scripts just written, and the vCards' file names).
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql }) => {
  const { data, errors } = await graphql<PublicFilesQuery>(`
    query PublicFiles {
      site {
        siteMetadata {
          siteUrl
        }
      }
      contactJson {
        firstname
        organization
        email
        phone
        fax
        url
        photoJpegBase64
        img {
          absolutePath
        }
        ${addressInEachLanguage}
      }
      allLocale(filter: { ns: { eq: "translation" } }) {
        nodes {
          language
          data
        }
      }
    }
  `)
  if (!data) throw new Error(`The data for the files written after the build could not be read: ${String(errors)}`)
  const { contactJson: contact } = data
  const translations = (language: Language) =>
    JSON.parse(data.allLocale.nodes.find((node) => node.language === language)?.data ?? '{}') as Record<string, string>
  const socialCards = LANGUAGES.map((language) => ({
    language,
    company: contact.firstname,
    tagline: translations(language).landing_tagline,
  }))
  const vcards = LANGUAGES.flatMap((language) => {
    const address = contact[language]
    const addressLabel = address ? interpolate(translations(language).contact_address, addressValues(address)) : null
    const download = vcardDownload({ ...contact, address }, language, addressLabel)
    return download ? [{ path: download.path, fileName: download.fileName, text: buildVCard(download.card) }] : []
  })
  await writePublicFiles(path.join(projectRoot(), 'public'), {
    siteUrl: data.site.siteMetadata.siteUrl,
    logoPath: contact.img?.absolutePath ?? null,
    socialCards,
    vcards,
  })
}
