import path from 'node:path'
import type { GatsbyNode, Node } from 'gatsby'
import sharp from 'sharp'
import { LANGUAGES, type Language } from './src/lib/languages'
import { LOCALE_FILE_TYPE_NAME } from './src/lib/contentTypes'
import { formatProblem } from './src/lib/content/problems'
import { checkSchemaSnapshot } from './src/lib/content/schemaSnapshot'
import { validateContent } from './src/lib/content/validateContent'
import { writePublicFiles } from './src/lib/build/publicFiles'

type ResolverContext = {
  nodeModel: { findOne: (args: { type: string; query: object }) => Promise<(Node & { absolutePath: string }) | null> }
}

/** The File node of a path relative to `content/`, as content files write image paths. */
function contentFile(relativePath: string, context: ResolverContext) {
  return context.nodeModel.findOne({
    type: 'File',
    query: { filter: { sourceInstanceName: { eq: 'content' }, relativePath: { eq: relativePath } } },
  })
}

const byLanguage = (type: string) => LANGUAGES.map((language) => `${language}: ${type}`).join('\n')
const languageArgument = { language: 'String!' }

/** The contact logo as a small JPEG for the vCard's PHOTO and LOGO (vCard readers want a raster). */
async function logoAsJpegBase64(absolutePath: string): Promise<string> {
  const jpeg = await sharp(absolutePath, { density: 300 })
    .resize(192, 192, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
  return jpeg.toString('base64')
}

// Editors' mistakes stop the build before anything reads the files, all of them at once, each naming the
// file, the field and what is expected (the same check as `npm run check-content`).
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const problems = await validateContent(process.cwd())
  for (const problem of problems.filter(({ severity }) => severity === 'warning')) reporter.warn(formatProblem(problem))
  const errors = problems.filter(({ severity }) => severity === 'error')
  if (errors.length) {
    reporter.panicOnBuild(`The content has ${errors.length} problem(s):\n${errors.map(formatProblem).join('\n')}`)
  }
}

// Every content type is declared in full (@dontInfer): the schema is what the page is built against, not
// whatever the files happen to hold. Fields that take `language` pick that language's value or image.
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  actions.createTypes([
    `
    type LocalizedImagePath { ${byLanguage('String!')} }
    type PostalAddress { street: String!, locality: String!, region: String, postalCode: String!, country: String! }
    type PortfolioJson implements Node @dontInfer { sites: [PortfolioSite!]! }
    "Locale files are read as Locale nodes by gatsby-plugin-react-i18next; this type only keeps them out of inference."
    type ${LOCALE_FILE_TYPE_NAME} implements Node @dontInfer { id: ID! }
    `,
    schema.buildObjectType({
      name: 'PortfolioSite',
      fields: {
        id: 'String!',
        site: 'String!',
        url: 'String!',
        description: { type: 'String!', description: 'Translation key of the description' },
        img: 'LocalizedImagePath!',
        image: {
          type: 'File!',
          args: languageArgument,
          resolve: (
            source: { img: Record<Language, string> },
            args: { language: Language },
            context: ResolverContext,
          ) => contentFile(source.img[args.language], context),
        },
      },
    }),
    schema.buildObjectType({
      name: 'ContactJson',
      interfaces: ['Node'],
      extensions: { infer: false },
      fields: {
        img: { type: 'File', extensions: { fileByRelativePath: {} } },
        firstname: 'String!',
        organization: 'String',
        email: 'String',
        phone: 'String',
        fax: 'String',
        url: 'String',
        address: {
          type: 'PostalAddress',
          args: languageArgument,
          resolve: (source: { address?: Record<Language, object> }, args: { language: Language }) =>
            source.address?.[args.language] ?? null,
        },
        photoJpegBase64: {
          type: 'String',
          description: 'The logo (img) as a base64 JPEG, for the vCard',
          resolve: async (source: { img?: string }, _args: unknown, context: ResolverContext) => {
            const file = source.img ? await contentFile(source.img, context) : null
            return file ? logoAsJpegBase64(file.absolutePath) : null
          },
        },
      },
    }),
  ])
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

// One page for every path (SPEC.md §2): `/*` shows it in Romanian, and the i18n plugin adds `/en/*` in English.
// First, the content types' GraphQL schema is compared with the committed snapshot, so a change nobody meant
// fails the build (and CI).
export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const snapshot = await checkSchemaSnapshot(graphql, process.cwd())
  if (snapshot.status === 'written') reporter.info(`Wrote the GraphQL schema snapshot ${snapshot.file}`)
  if (snapshot.status === 'changed') reporter.panicOnBuild(snapshot.message)
  actions.createPage({
    path: '/',
    matchPath: '/*',
    component: path.resolve('src/templates/HomePage.tsx'),
    context: { buildYear: new Date().getFullYear() },
  })
}

type PublicFilesQuery = {
  site: { siteMetadata: { siteUrl: string } }
  contactJson: { firstname: string; img: { absolutePath: string } | null }
  allLocale: { nodes: { language: Language; data: string }[] }
}

// Sharing images, sitemap.xml, robots.txt and the CSP (with the hashes of the inline scripts just written).
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, store }) => {
  const { data } = await graphql<PublicFilesQuery>(`
    query PublicFiles {
      site {
        siteMetadata {
          siteUrl
        }
      }
      contactJson {
        firstname
        img {
          absolutePath
        }
      }
      allLocale(filter: { ns: { eq: "translation" } }) {
        nodes {
          language
          data
        }
      }
    }
  `)
  if (!data) throw new Error('The data for the sharing images could not be read.')
  const socialCards = data.allLocale.nodes.map(({ language, data: translations }) => ({
    language,
    company: data.contactJson.firstname,
    tagline: (JSON.parse(translations) as Record<string, string>).landing_tagline,
    logoPath: data.contactJson.img?.absolutePath ?? null,
  }))
  const { directory } = store.getState().program as { directory: string }
  await writePublicFiles(path.join(directory, 'public'), data.site.siteMetadata.siteUrl, socialCards)
}
