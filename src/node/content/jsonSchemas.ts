import { z } from 'zod'
import { CONTENT_FILE_NAMES } from '../../lib/content/contentTypes'
import { CONTENT_SCHEMAS, translationSchema } from '../../lib/content/schemas'

/** Where each JSON Schema is written, with the zod schema it is made from: each content file's, and the texts'. */
export const JSON_SCHEMA_FILES: Readonly<Record<string, z.ZodType>> = {
  ...Object.fromEntries(
    CONTENT_FILE_NAMES.map((name) => [`content/schemas/${name}.schema.json`, CONTENT_SCHEMAS[name]]),
  ),
  'content/schemas/translation.schema.json': translationSchema,
}

/** A JSON Schema (draft-07, the draft VS Code reads) as file text. */
export function jsonSchemaText(schema: z.ZodType): string {
  return JSON.stringify(z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }), null, 2) + '\n'
}
