import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'
import { formatProblem } from '../content/problems'
import { parseJson } from '../content/readJson'
import { GENERATED_DIR } from '../generatedDir'
import { LANGUAGES } from '../../lib/i18n/languages'

/**
 * The site's font files, cut down to the characters the site writes with, so that the Latin Extended file the
 * Romanian letters need costs a fraction of its size. They are written before webpack runs
 * (gatsby-node's onPreBootstrap) into `generated/fonts/`, where src/styles/fonts.css and the preloads in
 * gatsby-ssr.tsx take them from, so they are named by their content like every other asset.
 */
export const FONT_SUBSET_DIR = path.join(GENERATED_DIR, 'fonts')

/** Resolves an installed package's file from the folder the build runs in (Gatsby's bundler drops `require`). */
const resolveInstalled = createRequire(path.resolve('package.json')).resolve

const FONT_SOURCES = {
  'figtree-latin.woff2': '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  'figtree-latin-ext.woff2': '@fontsource-variable/figtree/files/figtree-latin-ext-wght-normal.woff2',
}

/**
 * What every subset holds whatever the content says: printable ASCII, the punctuation of the site's typography
 * and the few signs the components write themselves (©). The letters of each language come from its texts.
 */
export const WRITTEN_CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join('') + '„”“‘’«»–—…•·©®™€°'

/**
 * The characters `text` can be drawn with: each as written, and in every case a style can set it in (the
 * eyebrows' `text-transform: uppercase`, say), by the rules of each of the site's languages (a page sets its
 * own with `lang`), so that a letter written in lower case is in the font in upper case too.
 */
export function asDrawn(text: string): string {
  const cases = (character: string) => [
    character,
    character.toUpperCase(),
    character.toLowerCase(),
    ...LANGUAGES.flatMap((language) => [character.toLocaleUpperCase(language), character.toLocaleLowerCase(language)]),
  ]
  return [...new Set([...new Set(text)].flatMap(cases).join(''))].sort().join('')
}

/** The JSON files whose texts the page shows: the content (not its JSON Schemas) and the translations. */
const TEXT_FILES = [
  { folder: 'content', depth: 0 },
  { folder: 'locales', depth: 1 },
]

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/**
 * Every character the site can draw (asDrawn): the written characters and every text of the content and
 * translations.
 */
export async function siteCharacters(projectRoot: string): Promise<string> {
  const texts: string[] = [WRITTEN_CHARACTERS]
  for (const { folder, depth } of TEXT_FILES) {
    const root = path.join(projectRoot, folder)
    const files = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => path.relative(root, file).split(path.sep).length === depth + 1)
    for (const file of files) {
      const parsed = parseJson(path.relative(projectRoot, file), await readFile(file, 'utf8'))
      if ('problem' in parsed) throw new Error(formatProblem(parsed.problem))
      texts.push(...stringsIn(parsed.data))
    }
  }
  return asDrawn(texts.join(''))
}

/** Writes each font file's subset for `characters` to `generated/fonts/` under `projectRoot`. */
export async function writeFontSubsets(projectRoot: string, characters: string): Promise<void> {
  const folder = path.join(projectRoot, FONT_SUBSET_DIR)
  await mkdir(folder, { recursive: true })
  await Promise.all(
    Object.entries(FONT_SOURCES).map(async ([name, source]) => {
      const subset = await subsetFont(await readFile(resolveInstalled(source)), characters, { targetFormat: 'woff2' })
      await writeFile(path.join(folder, name), subset)
    }),
  )
}

/**
 * The characters a page's text can be drawn with (asDrawn: in whatever case a style sets it) that the subsets
 * lack, white space aside, in order: a component that writes a sign of its own must have it added to
 * WRITTEN_CHARACTERS, or the browser would draw it in another font.
 */
export function charactersMissingFromSubsets(pageText: string, characters: string): string[] {
  const present = new Set(characters)
  return [...asDrawn(pageText)].filter((character) => !present.has(character) && !/\s/.test(character))
}

type Rule = { test?: unknown; use?: unknown }

/**
 * Makes webpack emit every font as a file: Gatsby's rule inlines a font under 10 KB into the style sheet as a
 * data: URL, which the Latin Extended subset now is; inlined, it would be on every page and in the
 * browser before the Latin file, so the first paint would draw ă, ș and ț in Figtree and the rest in the
 * fallback. Gatsby's font rule (`fonts`, from onCreateWebpackConfig's `rules.fonts()`) gets its file loader
 * (`loaders.file()`) instead.
 */
export function keepFontsAsFiles<R extends Rule>(rules: R[], fonts: R, fileLoader: unknown): R[] {
  const isFontRule = (rule: R) => String(rule.test) === String(fonts.test)
  if (!rules.some(isFontRule)) {
    throw new Error(`Gatsby's webpack configuration has no font rule (rules.fonts(), ${String(fonts.test)}) to replace`)
  }
  return rules.map((rule) => (isFontRule(rule) ? { ...fonts, use: [fileLoader] } : rule))
}
