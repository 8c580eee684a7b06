/**
 * The content files (`content/<name>.json`) and the GraphQL node type of each. The validation rules in
 * src/lib/content/schemas.ts are keyed by the same names, and the type checker holds the two lists together.
 */
export const CONTENT_TYPE_NAMES = {
  portfolio: 'PortfolioJson',
  contact: 'ContactJson',
} as const

export type ContentFileName = keyof typeof CONTENT_TYPE_NAMES

/** The type gatsby-transformer-json gives the locale files; the page reads them as `Locale` nodes instead. */
export const LOCALE_FILE_TYPE_NAME = 'LocaleFileJson'
