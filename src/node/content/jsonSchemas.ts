import { z } from 'zod'
import { CONTENT_SCHEMAS, translationSchema } from '../../lib/content/schemas'

/** Where each JSON Schema is written, with the zod schema it is made from. */
export const JSON_SCHEMA_FILES = {
  'content/schemas/contact.schema.json': CONTENT_SCHEMAS.contact,
  'content/schemas/portfolio.schema.json': CONTENT_SCHEMAS.portfolio,
  'content/schemas/translation.schema.json': translationSchema,
} as const

/** A JSON Schema (draft-07, the draft VS Code reads) as file text. */
export function jsonSchemaText(schema: z.ZodType): string {
  return JSON.stringify(z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }), null, 2) + '\n'
}
