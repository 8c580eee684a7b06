import type { Node } from 'gatsby'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { LANGUAGES, type Language } from '../../lib/i18n/languages'
import { LOCALE_FILE_TYPE_NAME } from '../../lib/content/contentTypes'
import { vcardPath } from '../../lib/contact/contactVCard'
import { qrCode } from '../../lib/contact/qrCode'

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

/**
 * The largest SVG drawn from a data: URI in the page rather than fetched: a logo of a few hundred bytes costs
 * less inline than the request for it, which on a slow phone waits its turn behind the scripts; a larger file
 * would weigh on the page each time it is drawn (three times, and once in the page's data).
 */
export const INLINE_SVG_MAX_BYTES = 4096

/** A small SVG file as a data: URI, or null when it is larger or not an SVG (the page then links the file). */
async function smallSvgDataUri(absolutePath: string): Promise<string | null> {
  if (!absolutePath.toLowerCase().endsWith('.svg')) return null
  const svg = await readFile(absolutePath)
  return svg.length <= INLINE_SVG_MAX_BYTES ? `data:image/svg+xml;base64,${svg.toString('base64')}` : null
}

/** A field extension that reads the content file the field `from` names and answers `convert` of it. */
const contentFileAs = (name: string, convert: (absolutePath: string) => Promise<string | null>) => ({
  name,
  args: { from: 'String!' },
  extend: (options: { from: string }) => ({
    resolve: async (source: Record<string, string | undefined>, _args: unknown, context: ResolverContext) => {
      const relativePath = source[options.from]
      const file = relativePath ? await contentFile(relativePath, context) : null
      return file ? convert(file.absolutePath) : null
    },
  }),
})

const byLanguage = (type: string) => LANGUAGES.map((language) => `${language}: ${type}`).join(', ')

/**
 * The field extensions the content types use. Content files hold one value per language: `@localized` fields
 * take the page's `language` and answer with that language's value. Image paths are relative to content/.
 */
export const FIELD_EXTENSIONS = [
  {
    name: 'localized',
    args: { from: 'String!' },
    extend: (options: { from: string }) => ({
      args: { language: 'String!' },
      resolve: (source: Record<string, Record<Language, unknown> | undefined>, { language }: LanguageArgs) =>
        source[options.from]?.[language] ?? null,
    }),
  },
  {
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
  },
  contentFileAs('contentFileAsJpegBase64', logoAsJpegBase64),
  contentFileAs('contentFileAsSmallSvgDataUri', smallSvgDataUri),
  {
    name: 'vcardQrCode',
    extend: () => ({
      args: { language: 'String!' },
      resolve: async (_source: unknown, { language }: LanguageArgs, context: ResolverContext) => {
        const site = (await context.nodeModel.findOne({ type: 'Site', query: {} })) as unknown as SiteNode
        return qrCode(new URL(vcardPath(language), site.siteMetadata.siteUrl).href)
      },
    }),
  },
]

/**
 * Every content type in full (@dontInfer): the schema is what the page is built against, not whatever the
 * files happen to hold. content/schemas/content.graphql is its snapshot.
 */
export const CONTENT_TYPE_DEFINITIONS = `
    type LocalizedImagePath { ${byLanguage('String!')} }
    type PostalAddress { street: String!, locality: String!, region: String, postalCode: String!, country: String! }
    type PortfolioJson implements Node @dontInfer { sites: [PortfolioSite!]! }
    type PortfolioSite {
      id: String!
      site: String!
      url: String!
      "The description in the page's language"
      description: String! @localized(from: "description")
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
      "The logo (img) as a data: URI when it is a small SVG, so the page draws it without a request; else null"
      logoDataUri: String @contentFileAsSmallSvgDataUri(from: "img")
      "A QR code of the absolute URL of the language's static vCard"
      vcardQrCode: QrCode! @vcardQrCode
    }
    "A QR code as SVG path data on a size x size square, quiet zone included"
    type QrCode { size: Int!, path: String! }
    "Locale files are read as Locale nodes by gatsby-plugin-react-i18next; this type only keeps them out of inference."
    type ${LOCALE_FILE_TYPE_NAME} implements Node @dontInfer { id: ID! }
  `
