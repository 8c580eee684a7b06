import type { z } from 'zod'

/**
 * The parts of a zod schema's definition that the editor's config and file format read: the structure
 * (optional, object, array), and each string's patterns with their messages. zod keeps them on `_zod.def`.
 */
export type SchemaDefinition = {
  type: string
  innerType?: z.ZodType
  shape?: Readonly<Record<string, z.ZodType>>
  element?: z.ZodType
  pattern?: RegExp
  error?: (issue: object) => string | undefined
  checks?: { _zod: { def: SchemaDefinition & { check: string; minimum?: number } } }[]
}

export const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def

/** A field's schema without its `.optional()`, and whether it had one. */
export function unwrapOptional(schema: z.ZodType): { schema: z.ZodType; optional: boolean } {
  const { type, innerType } = definitionOf(schema)
  return type === 'optional' && innerType ? { schema: innerType, optional: true } : { schema, optional: false }
}
