import type { z } from 'zod'
import { CONTENT_FILE_NAMES, type ContentFileName } from './contentTypes'
import { CONTENT_SCHEMAS, translationSchema } from './schemas'
import { definitionOf, unwrapOptional } from './schemaDefinition'
import { withRecordInOrder } from './translationChecks'

/**
 * How the editor writes each file: as `npm run format` would (two-space JSON, a final newline), with the keys
 * in the order of the file's schema and `$schema` first, so that publishing one change rewrites only the
 * lines it changed. An optional field the editor emptied is left out, as a hand-edited file would leave it.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (isRecord(value) && Object.keys(value).length === 0)

/** `value` as its schema orders it: known keys in schema order, then any others as they came. */
export function normalize(value: unknown, schema: z.ZodType): unknown {
  const def = definitionOf(unwrapOptional(schema).schema)
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    const element = def.element
    return value.map((item) => normalize(item, element))
  }
  if (def.type !== 'object' || !def.shape || !isRecord(value)) return value
  const shape = def.shape
  const known = Object.keys(shape).filter((key) => key in value)
  const others = Object.keys(value).filter((key) => !(key in shape))
  const entries = [...known, ...others].flatMap((key) => {
    const field = shape[key] as z.ZodType | undefined
    const normalized = field ? normalize(value[key], field) : value[key]
    const optional = !field || unwrapOptional(field).optional
    return optional && isEmpty(normalized) ? [] : [[key, normalized] as const]
  })
  return Object.fromEntries(entries)
}

export type FileFormat = {
  /** The name collections give as their `format`. */
  name: string
  fromFile: (text: string) => unknown
  toFile: (data: unknown) => string
}

function jsonFileFormat(
  name: string,
  schema: z.ZodType,
  schemaReference: string,
  kind: 'content' | 'locale',
): FileFormat {
  return {
    name,
    fromFile: (text) => JSON.parse(text) as unknown,
    toFile: (data) => {
      const withReference = isRecord(data) ? { $schema: schemaReference, ...data } : data
      const normalized = withRecordInOrder(normalize(withReference, schema), kind)
      return `${JSON.stringify(normalized, null, 2)}\n`
    },
  }
}

/** The format of each file the editor writes, with the JSON Schema its `$schema` names: each content file's, and the texts'. */
export const FILE_FORMATS: Record<ContentFileName | 'translation', FileFormat> = {
  ...(Object.fromEntries(
    CONTENT_FILE_NAMES.map((name) => [
      name,
      jsonFileFormat(`${name}-json`, CONTENT_SCHEMAS[name], `./schemas/${name}.schema.json`, 'content'),
    ]),
  ) as Record<ContentFileName, FileFormat>),
  translation: jsonFileFormat(
    'translation-json',
    translationSchema,
    '../../content/schemas/translation.schema.json',
    'locale',
  ),
}
