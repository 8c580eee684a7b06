/** @jest-environment node */
import { readFile } from 'node:fs/promises'
import { Kind, parse, type ObjectTypeDefinitionNode } from 'graphql'
import { z } from 'zod'
import { CONTENT_FILE_NAMES, CONTENT_TYPE_NAMES } from '../../../src/lib/content/contentTypes'
import { CONTENT_SCHEMAS, contactSchema, portfolioSchema } from '../../../src/lib/content/schemas'
import { SCHEMA_SNAPSHOT_FILE } from '../../../src/node/content/schemaSnapshot'

// A content field is declared twice by necessity: its rule for editors (zod) and its GraphQL type for the page
// query. These tests hold the two together, field by field: same names, and optional exactly where nullable.

/** Fields the GraphQL types add that no content file holds: values derived at build time, and Node's own. */
const DERIVED = ['image', 'photoJpegBase64', 'logoDataUri', 'vcardQrCode']
const NODE_FIELDS = ['id', 'parent', 'children', 'internal']

async function graphqlFields(typeName: string): Promise<Record<string, boolean>> {
  const document = parse(await readFile(SCHEMA_SNAPSHOT_FILE, 'utf8'))
  const type = document.definitions.find(
    (definition): definition is ObjectTypeDefinitionNode =>
      definition.kind === Kind.OBJECT_TYPE_DEFINITION && definition.name.value === typeName,
  )
  if (!type) throw new Error(`${typeName} is not in ${SCHEMA_SNAPSHOT_FILE}`)
  const isNode = type.interfaces?.some((name) => name.name.value === 'Node')
  const added = [...DERIVED, ...(isNode ? NODE_FIELDS : [])]
  return Object.fromEntries(
    (type.fields ?? [])
      .filter((field) => !added.includes(field.name.value))
      .map((field) => [field.name.value, field.type.kind === Kind.NON_NULL_TYPE]),
  )
}

function zodFields(schema: z.ZodObject): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(schema.shape)
      .filter(([name]) => !name.startsWith('$'))
      .map(([name, field]) => [name, !(field as z.ZodType).safeParse(undefined).success]),
  )
}

const portfolioSite = portfolioSchema.shape.sites.element
const postalAddress = (contactSchema.shape.address.unwrap() as z.ZodObject).shape.ro as z.ZodObject

describe('the content rules and the GraphQL types agree', () => {
  it.each([
    // Every content file's node type, as src/lib/sections.ts names it.
    ...CONTENT_FILE_NAMES.map((name) => [CONTENT_TYPE_NAMES[name], CONTENT_SCHEMAS[name]] as const),
    ['PortfolioSite', portfolioSite],
    ['PostalAddress', postalAddress],
  ] as const)('%s: the same fields, required in both or optional in both', async (typeName, schema) => {
    expect(await graphqlFields(typeName)).toEqual(zodFields(schema as unknown as z.ZodObject))
  })
})
