import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fieldName } from './problems'
import { FILE_FORMATS, type FileFormat } from '../../lib/content/jsonFile'
import { CONTENT_FILE_NAMES, contentFilePath, type ContentFileName } from '../../lib/content/contentTypes'
import {
  CHECKS_KEY,
  SOURCE_LANGUAGE,
  TARGET_LANGUAGES,
  nextRecord,
  recordIn,
  sameRecord,
  translatedValuesInContent,
  translatedValuesInLocale,
  type TargetLanguage,
  type TranslatedValue,
} from '../../lib/content/translationChecks'

type Translated = {
  file: string
  format: FileFormat
  /** The file's translated values and record for one language, from its data. */
  valuesIn: (data: Record<string, unknown>, language: TargetLanguage) => Promise<TranslatedValue[]> | TranslatedValue[]
  recordOf: (data: Record<string, unknown>, language: TargetLanguage) => ReturnType<typeof recordIn>
  withRecord: (data: Record<string, unknown>, language: TargetLanguage, record: ReturnType<typeof recordIn>) => void
  languages: readonly TargetLanguage[]
}

const readData = async (rootDir: string, file: string) =>
  JSON.parse(await readFile(path.join(rootDir, file), 'utf8')) as Record<string, unknown>

/** The files that hold translations, each with where its record is. */
function translatedFiles(rootDir: string): Translated[] {
  const content = (name: ContentFileName): Translated => ({
    file: contentFilePath(name),
    format: FILE_FORMATS[name],
    valuesIn: (data, language) => translatedValuesInContent(data, language),
    recordOf: (data, language) => recordIn(data, language),
    withRecord: (data, language, record) => {
      data[CHECKS_KEY] = { ...(data[CHECKS_KEY] as object | undefined), [language]: record }
    },
    languages: TARGET_LANGUAGES,
  })
  const locales = TARGET_LANGUAGES.map((language): Translated => ({
    file: `locales/${language}/translation.json`,
    format: FILE_FORMATS.translation,
    valuesIn: async (data) =>
      translatedValuesInLocale(await readData(rootDir, `locales/${SOURCE_LANGUAGE}/translation.json`), data),
    recordOf: (data) => recordIn(data),
    withRecord: (data, _, record) => {
      data[CHECKS_KEY] = record
    },
    languages: [language],
  }))
  return [...CONTENT_FILE_NAMES.map(content), ...locales]
}

/**
 * Records translations as checked against their current source (`npm run translations:checked`): one field of
 * one file, or, without `only`, every one. A file is written only when its record changes, in the editor's
 * format. Returns the files written.
 */
export async function markTranslationsChecked(
  rootDir: string,
  only?: { file: string; field: string },
): Promise<string[]> {
  const written: string[] = []
  const files = translatedFiles(rootDir).filter(({ file }) => !only || file === only.file)
  if (only && files.length === 0) throw new Error(`${only.file} holds no translations`)
  let found = false
  for (const translated of files) {
    const data = await readData(rootDir, translated.file)
    let changed = false
    for (const language of translated.languages) {
      const values = await translated.valuesIn(data, language)
      const record = translated.recordOf(data, language)
      // One field as the record names it (`sites[ziare].description`) or as check-content does (`sites[0].description.en`).
      const confirmed = values
        .filter((value) => !only || value.field === only.field || fieldName(value.targetPath) === only.field)
        .map((value) => value.field)
      if (confirmed.length) found = true
      const next = nextRecord(values, record, language, { confirmed })
      if (!sameRecord(next, record)) {
        translated.withRecord(data, language, next)
        changed = true
      }
    }
    if (changed) {
      await writeFile(path.join(rootDir, translated.file), translated.format.toFile(data))
      written.push(translated.file)
    }
  }
  if (only && !found) throw new Error(`${only.file} has no translated field ${only.field}`)
  return written
}
