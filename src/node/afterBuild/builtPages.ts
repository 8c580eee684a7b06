import { readFile } from 'node:fs/promises'
import { generatePageDataPath } from 'gatsby-core-utils'
import { contactSchema } from '../../lib/content/schemas'
import { CHECKS_KEY } from '../../lib/content/translationChecks'
import { LANGUAGE_RECORDS, type Language } from '../../lib/i18n/languages'

/** A language's page as the build wrote it: the result of its query, as the browser receives it. */
export type BuiltPage = { language: Language; data: Queries.HomePageQuery }

/**
 * Each language's page data, as the build wrote it for the browser (Gatsby's page-data.json, at the path
 * Gatsby's own helper gives): the files written after the build take the content they show from here, so that
 * the static vCards, the sharing images and the page show the same content, read by the page's own query, and
 * a field the page's fragments add reaches all of them.
 */
export async function builtPages(publicDir: string): Promise<BuiltPage[]> {
  return Promise.all(
    LANGUAGE_RECORDS.map(async ({ code, path }) => {
      const file = generatePageDataPath(publicDir, path)
      const { result } = JSON.parse(await readFile(file, 'utf8')) as { result?: { data?: Queries.HomePageQuery } }
      if (!result?.data) throw new Error(`${file} holds no page data: the files written after the build need it`)
      return { language: code, data: result.data }
    }),
  )
}

/**
 * The fields content/contact.json's rules allow that the pages' data lacks: fields no fragment of the page
 * reads, so that neither the page, nor its "Add to contacts" card, nor the static vCards have them.
 */
export function contactFieldsNotRead(pages: readonly BuiltPage[]): string[] {
  const fields = Object.keys(contactSchema.shape).filter((field) => field !== '$schema' && field !== CHECKS_KEY)
  const read = pages.flatMap(({ data }) => (data.contact ? [data.contact] : []))
  return fields.filter((field) => read.some((contact) => !(field in contact)))
}
