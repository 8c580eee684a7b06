import { diffWordsWithSpace } from 'diff'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages'

/**
 * Whether each translated value still says what its Romanian says: the rule the build, `npm run check-content`,
 * the checks workflow and the editor all read (one place, issue 32).
 *
 * Romanian (the default language) is the source. Every value held once per language is translated: each key
 * of locales/<language>/translation.json, and in content/*.json every object whose keys are the site's
 * languages (a site's description and front page, the contact address, part by part). The file that holds a
 * translation records, under CHECKS_KEY, what it was last checked against:
 *
 *   "$translated": { "landing_tagline": { "ro": "<the Romanian>", "en": "<the English, as checked>" } }
 *
 * (content files keep one such record per language: `"$translated": { "en": { "sites[ziare].description": ... } }`).
 * A translation needs a check when its Romanian is no longer the one recorded while it is still the English
 * recorded. Editing the English (in the editor or by hand) makes it checked against the current Romanian; so
 * does "still correct", which writes the record afresh. A value without a record is taken as checked.
 */

export const SOURCE_LANGUAGE: Language = DEFAULT_LANGUAGE
export const TARGET_LANGUAGES: readonly Language[] = LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE)
/** A language translated from the source: any of TARGET_LANGUAGES. */
export type TargetLanguage = Language

/** The key of the record in each file (a `$` key, like `$schema`: about the content, not content). */
export const CHECKS_KEY = '$translated'

/** The editor's widget for the record (its `$translated` field, src/node/editorConfig/cmsConfig.ts). */
export const TRANSLATION_STATUS_WIDGET = 'translation-status'

/** What one translation was last checked against: the source text, and the translation as it was then. */
export type Check = Partial<Record<Language, string>>
/** A file's record for one language: field (`sites[ziare].description`, `landing_tagline`) -> its check. */
export type CheckRecord = Record<string, Check>

/** One value held in the source language and in a translation, where the file holds it. */
export type TranslatedValue = {
  /** Its name in the record: the field without the language (`address.street`, `sites[ziare].img`). */
  field: string
  /** Where the translation is in its file, as problems name fields (`address.en.street`). */
  targetPath: (string | number)[]
  source: string
  target: string
}

export type TranslationState = TranslatedValue & {
  /** The source text it was last checked against. */
  checkedAgainst: string
  needsCheck: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isMetaKey = (key: string) => key.startsWith('$')

/** An object holding one value per language: its keys are languages, the source's among them. */
const isPerLanguage = (value: Record<string, unknown>) => {
  const keys = Object.keys(value)
  return keys.includes(SOURCE_LANGUAGE) && keys.every((key) => (LANGUAGES as readonly string[]).includes(key))
}

function pairLeaves(
  source: unknown,
  target: unknown,
  field: string,
  targetPath: (string | number)[],
  found: TranslatedValue[],
) {
  if (typeof source === 'string' && typeof target === 'string') found.push({ field, targetPath, source, target })
  else if (isRecord(source) && isRecord(target))
    for (const key of Object.keys(source))
      pairLeaves(source[key], target[key], `${field}.${key}`, [...targetPath, key], found)
}

/** A list item's name in a field: its `id` when it has one (the record survives reordering), else its index. */
const itemName = (item: unknown, index: number) => (isRecord(item) && typeof item.id === 'string' ? item.id : index)

function walk(
  value: unknown,
  field: string,
  path: (string | number)[],
  language: TargetLanguage,
  found: TranslatedValue[],
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, `${field}[${itemName(item, index)}]`, [...path, index], language, found))
  } else if (isRecord(value)) {
    if (isPerLanguage(value)) {
      pairLeaves(value[SOURCE_LANGUAGE], value[language], field, [...path, language], found)
      return
    }
    for (const key of Object.keys(value).filter((key) => !isMetaKey(key)))
      walk(value[key], field ? `${field}.${key}` : key, [...path, key], language, found)
  }
}

/** The translated values of a content file (content/*.json), for one language. */
export function translatedValuesInContent(data: unknown, language: TargetLanguage): TranslatedValue[] {
  const found: TranslatedValue[] = []
  walk(data, '', [], language, found)
  return found
}

/** The translated values of a locale file: each key of the source's file the translation's file also has. */
export function translatedValuesInLocale(source: unknown, target: unknown): TranslatedValue[] {
  if (!isRecord(source) || !isRecord(target)) return []
  return Object.keys(source)
    .filter((key) => !isMetaKey(key) && typeof source[key] === 'string' && typeof target[key] === 'string')
    .map((key) => ({ field: key, targetPath: [key], source: source[key] as string, target: target[key] as string }))
}

/** The record a content file keeps for `language`, or a locale file for its own language. */
export function recordIn(data: unknown, language?: TargetLanguage): CheckRecord {
  const record = isRecord(data) ? data[CHECKS_KEY] : undefined
  const forLanguage = language && isRecord(record) ? record[language] : record
  return isRecord(forLanguage) ? (forLanguage as CheckRecord) : {}
}

/**
 * Each value's state under the rule. `baseline` stands in for a missing record: the editor passes the values as
 * the entry opened, so that a Romanian changed before any record existed still marks its translation.
 */
export function translationStates(
  values: readonly TranslatedValue[],
  record: CheckRecord,
  language: TargetLanguage,
  baseline: CheckRecord = {},
): TranslationState[] {
  return values.map((value) => {
    const check = record[value.field] ?? baseline[value.field]
    if (!check) return { ...value, checkedAgainst: value.source, needsCheck: false }
    const englishUnchanged = check[language] === undefined || check[language] === value.target
    const needsCheck = englishUnchanged && check[SOURCE_LANGUAGE] !== value.source
    return { ...value, checkedAgainst: needsCheck ? (check[SOURCE_LANGUAGE] ?? '') : value.source, needsCheck }
  })
}

/** A check against the current source, as "still correct" and an edited translation record it. */
export const checkedNow = (value: TranslatedValue, language: TargetLanguage): Check => ({
  [SOURCE_LANGUAGE]: value.source,
  [language]: value.target,
})

/**
 * The record to write: every value keeps its recorded check while it needs a check, and is recorded as checked
 * against its current source otherwise (it was edited, or nothing changed); `confirmed` fields are checked now.
 * Records of values the file no longer has are dropped.
 */
export function nextRecord(
  values: readonly TranslatedValue[],
  record: CheckRecord,
  language: TargetLanguage,
  { baseline = {}, confirmed = [] }: { baseline?: CheckRecord; confirmed?: readonly string[] } = {},
): CheckRecord {
  const states = translationStates(values, record, language, baseline)
  return Object.fromEntries(
    states.map((state) => [
      state.field,
      state.needsCheck && !confirmed.includes(state.field)
        ? (record[state.field] ?? baseline[state.field])
        : checkedNow(state, language),
    ]),
  )
}

/** Two texts' words, each marked when the other lacks it: what changed in the source since the check. */
export function changedWords(before: string, after: string) {
  const parts = diffWordsWithSpace(before, after)
  return {
    before: parts.filter((part) => !part.added).map((part) => ({ text: part.value, changed: Boolean(part.removed) })),
    after: parts.filter((part) => !part.removed).map((part) => ({ text: part.value, changed: Boolean(part.added) })),
  }
}

const sameCheck = (a: Check, b: Check | undefined) =>
  b !== undefined &&
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([language, text]) => (b as Record<string, string | undefined>)[language] === text)

/** The same checks, field for field, in any order (the editor writes a new record only when it differs). */
export const sameRecord = (a: CheckRecord, b: CheckRecord) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((field) => sameCheck(a[field], b[field]))

const byLanguage = (check: unknown) =>
  isRecord(check)
    ? Object.fromEntries(
        LANGUAGES.filter((language) => language in check).map((language) => [language, check[language]]),
      )
    : check

/** A record's checks in the order of `fields`, any others after them, each check's languages in site order. */
function inOrder(record: unknown, fields: readonly string[]): unknown {
  if (!isRecord(record)) return record
  const known = fields.filter((field) => field in record)
  const others = Object.keys(record).filter((field) => !fields.includes(field))
  return Object.fromEntries([...known, ...others].map((field) => [field, byLanguage(record[field])]))
}

/**
 * A file's data with its record in the order of the values it records, as `translations:checked` and the
 * editor write it: the editor keeps an entry in maps that do not keep their keys' order (Immutable's).
 */
export function withRecordInOrder(data: unknown, file: 'content' | 'locale'): unknown {
  if (!isRecord(data) || !isRecord(data[CHECKS_KEY])) return data
  const record = data[CHECKS_KEY]
  if (file === 'locale') return { ...data, [CHECKS_KEY]: inOrder(record, Object.keys(data)) }
  const perLanguage = Object.keys(record).map((language) => [
    language,
    inOrder(
      record[language],
      translatedValuesInContent(data, language as TargetLanguage).map((value) => value.field),
    ),
  ])
  return { ...data, [CHECKS_KEY]: Object.fromEntries(perLanguage) }
}

/** A locale file's text without its record, as the page reads it (gatsby-node.ts): the record is no text. */
export function localeWithoutChecks(json: string): string {
  const data = JSON.parse(json) as unknown
  if (!isRecord(data) || !(CHECKS_KEY in data)) return json
  const { [CHECKS_KEY]: _checks, ...texts } = data
  return JSON.stringify(texts)
}
