import { readFile, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { z } from 'zod'
import { LANGUAGES, isLanguage, type Language } from '../../lib/i18n/languages'
import { languageNameIn } from '../../lib/editor/languageNames'
import { UI_TRANSLATION_KEYS } from '../../lib/i18n/translationKeys'
import { parseJson } from './readJson'
import { error, fieldName, likelyMeant, problemsFromIssues, warning, type Problem } from './problems'
import {
  CHECKS_KEY,
  SOURCE_LANGUAGE,
  TARGET_LANGUAGES,
  recordIn,
  translatedValuesInContent,
  translatedValuesInLocale,
  translationStates,
  type CheckRecord,
  type TargetLanguage,
  type TranslatedValue,
} from '../../lib/content/translationChecks'
import {
  CONTENT_SCHEMAS,
  IMAGE_FOLDER_PATTERN,
  PORTFOLIO_IMAGE,
  svgFileProblem,
  translationSchema,
} from '../../lib/content/schemas'
import { CONTENT_FILE_NAMES, contentFilePath, type ContentFileName } from '../../lib/content/contentTypes'

type Loaded = { file: string; data?: unknown; problems: Problem[] }

const exists = (file: string) =>
  stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )

/** Reads, parses and validates one file against its schema. `data` is set only when the file parsed. */
async function load(rootDir: string, file: string, schema: z.ZodType): Promise<Loaded> {
  let text: string
  try {
    text = await readFile(path.join(rootDir, file), 'utf8')
  } catch {
    return { file, problems: [error(file, 'is missing; the site needs this file')] }
  }
  const parsed = parseJson(file, text)
  if ('problem' in parsed) return { file, problems: [parsed.problem] }
  const result = schema.safeParse(parsed.data, { reportInput: true })
  return {
    file,
    data: parsed.data,
    problems: result.success ? [] : problemsFromIssues(file, schema, result.error.issues),
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A site's id and image paths, read defensively from a file that may not match its schema. */
function sitesOf(portfolio: unknown): Record<string, unknown>[] {
  return isRecord(portfolio) && Array.isArray(portfolio.sites) ? portfolio.sites.filter(isRecord) : []
}

/** A size in KB as the rules count it (1,024 bytes), rounded up. */
const kilobytes = (bytes: number) => Math.ceil(bytes / 1024)

/**
 * What makes an image file larger than the site uses, whatever field names it: every image in content/images/
 * may become a front page, and git keeps each file it is given for ever.
 */
async function oversized(absolute: string, width: number | undefined): Promise<string[]> {
  const { maxWidth, maxBytes } = PORTFOLIO_IMAGE
  const { size } = await stat(absolute)
  return [
    ...(width !== undefined && width > maxWidth
      ? [`is ${width} px wide, must be at most ${maxWidth} px, the widest the page shows it`]
      : []),
    ...(size > maxBytes ? [`is ${kilobytes(size)} KB, must be at most ${kilobytes(maxBytes)} KB`] : []),
  ]
}

/** What to do with an image larger than the site uses. */
const SHRINK = 'upload it in the editor (/admin/), which saves it at that size, or shrink it'

async function checkPortfolioImage(
  rootDir: string,
  file: string,
  field: string,
  relativePath: string,
): Promise<Problem[]> {
  const absolute = path.join(rootDir, 'content', relativePath)
  if (!(await exists(absolute))) return [error(file, `image "${relativePath}" not found in content/`, field)]
  const { format, width = 0 } = await sharp(absolute).metadata()
  if (format !== PORTFOLIO_IMAGE.format)
    return [error(file, `image "${relativePath}" is ${format ?? 'not an image'}, must be a JPEG`, field)]
  const { minWidth } = PORTFOLIO_IMAGE
  const tooNarrow = width < minWidth ? [`is ${width} px wide, must be at least ${minWidth} px`] : []
  const tooLarge = (await oversized(absolute, width)).map((problem) => `${problem}: ${SHRINK}`)
  return [...tooNarrow, ...tooLarge].map((problem) => error(file, `image "${relativePath}" ${problem}`, field))
}

/**
 * The images in content/images/ that no content file names, larger than the site uses: committed by hand or by
 * another tool, they would stay in the repository for ever. A logo (SVG) has rules of its own.
 */
async function checkUnusedImages(rootDir: string, used: ReadonlySet<string>): Promise<Problem[]> {
  const folder = path.join(rootDir, 'content', 'images')
  const names = await readdir(folder).catch(() => [])
  const problems = await Promise.all(
    names
      .filter((name) => !used.has(`images/${name}`))
      .map(async (name) => {
        const absolute = path.join(folder, name)
        const { format, width } = await sharp(absolute)
          .metadata()
          .catch(() => ({ format: undefined, width: undefined }))
        if (format === 'svg') return []
        return (await oversized(absolute, width)).map((problem) =>
          error(`content/images/${name}`, `${problem}, and no content file uses it: ${SHRINK}, or remove it`),
        )
      }),
  )
  return problems.flat()
}

/** The image paths (`images/<file>`) the content files name, in any field, read defensively. */
function usedImages(contents: readonly unknown[]): Set<string> {
  const paths = (value: unknown): string[] => {
    if (typeof value === 'string') return IMAGE_FOLDER_PATTERN.test(value) ? [value] : []
    if (Array.isArray(value)) return value.flatMap(paths)
    return isRecord(value) ? Object.values(value).flatMap(paths) : []
  }
  return new Set(contents.flatMap(paths))
}

async function checkPortfolio(rootDir: string, { file, data }: Loaded): Promise<Problem[]> {
  // A site's id that another has too is the schema's rule (schemas.ts), which the editor checks as well.
  const sites = sitesOf(data)
  const images = await Promise.all(
    sites.flatMap((site, index) =>
      LANGUAGES.map((language) => {
        const image = isRecord(site.img) ? site.img[language] : undefined
        return typeof image === 'string'
          ? checkPortfolioImage(rootDir, file, `sites[${index}].img.${language}`, image)
          : Promise.resolve([])
      }),
    ),
  )
  return images.flat()
}

/** The logo: its file must exist and, an SVG, run and load nothing (the schema's rule on the file). */
async function checkContact(rootDir: string, { file, data }: Loaded): Promise<Problem[]> {
  if (!isRecord(data) || typeof data.img !== 'string') return []
  const absolute = path.join(rootDir, 'content', data.img)
  if (!(await exists(absolute))) return [error(file, `image "${data.img}" not found in content/`, 'img')]
  if (!data.img.toLowerCase().endsWith('.svg')) return []
  const problem = await svgFileProblem(await readFile(absolute), 'en')
  return problem ? [error(file, `image "${data.img}" ${problem}`, 'img')] : []
}

/** What each content file's check beyond its schema looks at: the files it names. */
const FILE_CHECKS: Partial<Record<ContentFileName, (rootDir: string, loaded: Loaded) => Promise<Problem[]>>> = {
  contact: checkContact,
  portfolio: checkPortfolio,
}

const localeFile = (language: string) => `locales/${language}/translation.json`

/**
 * Translations beyond their schema: a key nothing reads is reported as unknown. One that looks like a
 * misspelling of a key the file lacks is an error that names that key; any other is a warning (an editor may
 * be preparing a text).
 */
function checkTranslations(locale: Loaded): Problem[] {
  if (!isRecord(locale.data)) return []
  const keys = Object.keys(locale.data).filter((key) => key !== '$schema' && key !== CHECKS_KEY)
  const used: readonly string[] = UI_TRANSLATION_KEYS
  return keys
    .filter((key) => !used.includes(key))
    .map((key) => {
      const meant = likelyMeant(key, used)
      return meant && !keys.includes(meant)
        ? error(locale.file, `is not a key the page reads; did you mean "${meant}"?`, `"${key}"`)
        : warning(locale.file, 'is not a key the page reads; remove it, or check its spelling', `"${key}"`)
    })
}

const quoted = (text: string) => JSON.stringify(text)

/** How the warning of a translation that needs a check begins (the checks workflow's summary lists them). */
export const NEEDS_CHECK = 'needs a check'

/** A language as the build's messages (in English) name it. */
const inEnglish = (language: Language) => languageNameIn(language, 'en')

/**
 * A file's translations against its record (src/lib/content/translationChecks.ts): a record of a field the
 * file does not hold is an error; a translation whose source changed since its check is a warning, which
 * never stops a build or a publish.
 */
function checkRecord(
  file: string,
  values: readonly TranslatedValue[],
  record: CheckRecord,
  language: TargetLanguage,
  recordPath: string,
): Problem[] {
  const fields = values.map((value) => value.field)
  const unknown = Object.keys(record)
    .filter((field) => !fields.includes(field))
    .map((field) => {
      const meant = likelyMeant(field, fields)
      const hint = meant ? `did you mean "${meant}"?` : `it holds ${fields.join(', ')}`
      return error(file, `names a field this file does not translate; ${hint}`, `${recordPath}[${quoted(field)}]`)
    })
  const stale = translationStates(values, record, language)
    .filter((state) => state.needsCheck)
    .map((state) =>
      warning(
        file,
        `${NEEDS_CHECK}: the ${inEnglish(SOURCE_LANGUAGE)} was ${quoted(state.checkedAgainst)} when the ${inEnglish(language)} was checked, and is now ${quoted(state.source)}`,
        fieldName(state.targetPath),
      ),
    )
  return [...unknown, ...stale]
}

/** Every file's translations checked against its record: content files per language, locale files each. */
function translationProblems(contents: Loaded[], locales: Loaded[]): Problem[] {
  const valid = (loaded: Loaded | undefined) => loaded && loaded.problems.length === 0 && isRecord(loaded.data)
  const inContent = contents
    .filter(valid)
    .flatMap(({ file, data }) =>
      TARGET_LANGUAGES.flatMap((language) =>
        checkRecord(
          file,
          translatedValuesInContent(data, language),
          recordIn(data, language),
          language,
          `${CHECKS_KEY}.${language}`,
        ),
      ),
    )
  const source = locales[LANGUAGES.indexOf(SOURCE_LANGUAGE)]
  const sourceRecord =
    valid(source) && CHECKS_KEY in (source.data as object)
      ? [error(source.file, `the ${SOURCE_LANGUAGE} texts are the source: only translations record checks`, CHECKS_KEY)]
      : []
  const inLocales = TARGET_LANGUAGES.flatMap((language) => {
    const target = locales[LANGUAGES.indexOf(language)]
    if (!valid(source) || !valid(target)) return []
    const values = translatedValuesInLocale(source.data, target.data)
    return checkRecord(target.file, values, recordIn(target.data), language, CHECKS_KEY)
  })
  return [...inContent, ...sourceRecord, ...inLocales]
}

async function unexpectedFiles(rootDir: string): Promise<Problem[]> {
  const contentFiles = await readdir(path.join(rootDir, 'content'))
  const strayContent = contentFiles
    .filter((name) => name.endsWith('.json') && !CONTENT_FILE_NAMES.some((known) => name === `${known}.json`))
    .map((name) =>
      error(
        `content/${name}`,
        `is not a content file the site reads (${CONTENT_FILE_NAMES.map((name) => `${name}.json`).join(', ')})`,
      ),
    )
  const languageDirs = await readdir(path.join(rootDir, 'locales'))
  const strayLanguages = languageDirs
    .filter((name) => !isLanguage(name))
    .map((name) => error(`locales/${name}`, `is not one of the site's languages (${LANGUAGES.join(', ')})`))
  return [...strayContent, ...strayLanguages]
}

/**
 * Every problem in content/ and locales/ at once, errors and warnings, in file order. The build stops on
 * any error (gatsby-node.ts); `npm run check-content` prints the same list without building.
 */
export async function validateContent(rootDir: string): Promise<Problem[]> {
  const contents = await Promise.all(
    CONTENT_FILE_NAMES.map((name) => load(rootDir, contentFilePath(name), CONTENT_SCHEMAS[name])),
  )
  const locales = await Promise.all(LANGUAGES.map((language) => load(rootDir, localeFile(language), translationSchema)))
  const crossChecks = await Promise.all([
    ...CONTENT_FILE_NAMES.map((name, index) => FILE_CHECKS[name]?.(rootDir, contents[index]) ?? []),
    checkUnusedImages(rootDir, usedImages(contents.map(({ data }) => data))),
    unexpectedFiles(rootDir),
  ])
  return [
    ...contents.flatMap(({ problems }) => problems),
    // A misspelt key first: the key it meant is then reported missing from the same file.
    ...locales.flatMap((locale) => [...checkTranslations(locale), ...locale.problems]),
    ...crossChecks.flat(),
    ...translationProblems(contents, locales),
  ]
}
