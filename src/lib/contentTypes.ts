/** GraphQL node type of each content file, by file name (`content/<name>.json`). */
export const CONTENT_TYPE_NAMES: Record<string, string> = {
  portfolio: 'PortfolioJson',
  contact: 'ContactJson',
}

/** The type gatsby-transformer-json gives the locale files; the page reads them as `Locale` nodes instead. */
export const LOCALE_FILE_TYPE_NAME = 'LocaleFileJson'
