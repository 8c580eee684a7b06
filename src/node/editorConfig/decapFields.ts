import type { z } from 'zod'
import { definitionOf, unwrapOptional } from '../../lib/content/schemaDefinition'
import { IMAGE_FOLDER_PATTERN, type ImageFileRule, type ImageFormat } from '../../lib/content/schemas'
import { messageIn } from '../../lib/content/ruleMessages'
import { CHECKS_KEY, SOURCE_LANGUAGE, type TRANSLATION_STATUS_WIDGET } from '../../lib/content/translationChecks'
import { LANGUAGES } from '../../lib/i18n/languages'
import type { UiLanguage } from '../../lib/editor/uiLanguage'

/**
 * How the editor presents one field: its label and hint in plain words, and for text the widget when it is
 * not a one-line input. Objects and lists name the presentation of their own fields.
 */
export type FieldPresentation = {
  label: string
  hint?: string
  widget?: 'text' | 'image'
  /** The rules on an image's file, which the editor measures (MeasuredImageControl.tsx). */
  file?: ImageFileRule
  /** A list: the word for one item ("site") and the line that sums an item up in the collapsed list. */
  item?: { label: string; summary: string }
  fields?: Presentations
}
export type Presentations = Readonly<Record<string, FieldPresentation>>

/** A Decap CMS field, as config.yml declares it. */
export type DecapField = {
  name: string
  label: string
  hint?: string
  widget: 'string' | 'text' | 'image' | 'object' | 'list' | typeof TRANSLATION_STATUS_WIDGET
  image_format?: ImageFormat
  min_width?: number
  max_width?: number
  max_bytes?: number
  required: boolean
  pattern?: [string, string]
  fields?: DecapField[]
  min?: number
  label_singular?: string
  summary?: string
  collapsed?: boolean
  i18n?: boolean
  /**
   * The field's path in its file (`sites.url`) when a rule no pattern expresses applies to it (a URL that parses,
   * an id no other site has): the editor checks it with the file's schema (src/cms/widgets/ContentRuleControl.tsx).
   */
  content_rule?: string
  /**
   * A translation's field: its name in the record of checks with list items unnamed (`sites[].description`,
   * src/lib/content/translationChecks.ts), by which the editor marks it when its source changed.
   */
  translation_of?: string
}

/**
 * The keys no field of the schema's shows: `$schema` is kept by the file format (src/lib/content/jsonFile.ts), and the
 * translations' checks have a field of their own (cmsConfig.ts).
 */
const HIDDEN_KEYS = new Set(['$schema', CHECKS_KEY])

/**
 * A string's rule as one pattern with its message: a format's own (an email address) or a `.regex()`.
 * Refinements (a URL the browser can parse) have no pattern: the field gets a `content_rule` instead.
 */
function stringPattern(
  schema: z.ZodType,
  path: string,
  widget: DecapField['widget'],
  language: UiLanguage,
): [string, string] | undefined {
  const def = definitionOf(schema)
  const rules = [def, ...(def.checks ?? []).map((check) => check._zod.def)]
    .filter((rule) => rule.pattern)
    // Decap checks an image's file name only, and itself puts every image in content/images/.
    .filter((rule) => !(widget === 'image' && rule.pattern === IMAGE_FOLDER_PATTERN))
  if (rules.length > 1) throw new Error(`${path}: the CMS takes one pattern per field, the schema has ${rules.length}`)
  const [rule] = rules
  if (!rule?.pattern) return undefined
  const message = rule.error?.({ input: '' })
  if (!message) throw new Error(`${path}: the pattern ${String(rule.pattern)} has no message for editors`)
  return [rule.pattern.source, messageIn(message, language)]
}

/** An object of one value per language: its fields are the site's languages. */
const isPerLanguage = (fields: DecapField[]) =>
  fields.length === LANGUAGES.length && LANGUAGES.every((language) => fields.some(({ name }) => name === language))

/** A translation's values (and their parts) named by what they translate, `sites[].description` for `sites[].description.en`. */
function translationOf(field: DecapField, of: string): DecapField {
  if (field.fields) return { ...field, fields: field.fields.map((part) => translationOf(part, `${of}.${part.name}`)) }
  return { ...field, translation_of: of }
}

const translations = (fields: DecapField[], path: string) =>
  fields.map((field) => (field.name === SOURCE_LANGUAGE ? field : translationOf(field, path)))

/** Whether the schema has a rule of code rather than a pattern (zod's `.refine`, `.superRefine`). */
const hasRefinement = (schema: z.ZodType) =>
  (definitionOf(schema).checks ?? []).some(({ _zod }) => _zod.def.check === 'custom')

/** The smallest length of a list, if its schema sets one. */
function minimumLength(schema: z.ZodType): number | undefined {
  const check = definitionOf(schema).checks?.find(({ _zod }) => _zod.def.check === 'min_length')
  return check?._zod.def.minimum
}

function presentationOf(presentations: Presentations, name: string, path: string): FieldPresentation {
  const presentation = presentations[name]
  if (!presentation)
    throw new Error(`${path}: the editor has no label for this field (src/node/editorConfig/editorLabels.ts)`)
  return presentation
}

/** One field of the editor, from its zod schema (structure, required, pattern) and its presentation. */
function decapField(
  name: string,
  schema: z.ZodType,
  presentation: FieldPresentation,
  language: UiLanguage,
  path = name,
  inRefinedList = false,
): DecapField {
  const { schema: inner, optional } = unwrapOptional(schema)
  const required = !optional
  const def = definitionOf(inner)
  const { label, hint } = presentation
  const base = { name, label, ...(hint ? { hint } : {}), required }

  if (def.type === 'object' && def.shape) {
    const fields = decapFields(def.shape, presentation.fields ?? {}, language, path)
    return {
      ...base,
      widget: 'object',
      collapsed: false,
      fields: isPerLanguage(fields) ? translations(fields, path) : fields,
    }
  }
  if (def.type === 'array' && def.element) {
    const item = definitionOf(def.element)
    if (item.type !== 'object' || !item.shape) throw new Error(`${path}: the CMS edits lists of objects only`)
    const min = minimumLength(inner)
    return {
      ...base,
      widget: 'list',
      ...(presentation.item ? { label_singular: presentation.item.label, summary: presentation.item.summary } : {}),
      ...(min ? { min } : {}),
      collapsed: true,
      fields: decapFields(item.shape, presentation.fields ?? {}, language, `${path}[]`, hasRefinement(inner)),
    }
  }
  if (def.type === 'string') {
    const widget = presentation.widget ?? 'string'
    const pattern = stringPattern(inner, path, widget, language)
    const { file } = presentation
    const refined = inRefinedList || hasRefinement(inner)
    return {
      ...base,
      widget,
      ...(pattern ? { pattern } : {}),
      ...(file
        ? { image_format: file.format, min_width: file.minWidth, max_width: file.maxWidth, max_bytes: file.maxBytes }
        : {}),
      ...(refined ? { content_rule: path.replaceAll('[]', '') } : {}),
    }
  }
  throw new Error(`${path}: the CMS has no widget for a zod ${def.type}`)
}

/**
 * The editor's fields for an object schema's shape, labelled and explained in `language`, in the file's key order. A field without a presentation,
 * or a presentation without a field, is an error: the labels and the rules cannot drift apart.
 */
export function decapFields(
  shape: Readonly<Record<string, z.ZodType>>,
  presentations: Presentations,
  language: UiLanguage,
  path = '',
  inRefinedList = false,
): DecapField[] {
  const names = Object.keys(shape).filter((name) => !HIDDEN_KEYS.has(name))
  const unused = Object.keys(presentations).filter((name) => !names.includes(name))
  if (unused.length) throw new Error(`${path || 'the file'}: labels for fields the schema lacks: ${unused.join(', ')}`)
  return names.map((name) => {
    const fieldPath = path ? `${path}.${name}` : name
    return decapField(
      name,
      shape[name],
      presentationOf(presentations, name, fieldPath),
      language,
      fieldPath,
      inRefinedList,
    )
  })
}
