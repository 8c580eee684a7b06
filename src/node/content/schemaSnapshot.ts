import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createTwoFilesPatch } from 'diff'
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isObjectType,
  printType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql'
import { CONTENT_SECTIONS } from '../../lib/sections'
import { CONTENT_TYPE_DEFINITIONS } from '../schema/graphqlTypes'

/** The types graphqlTypes.ts declares, as against Gatsby's own (File, Node, ...). */
const DECLARED_TYPES = new Set([...CONTENT_TYPE_DEFINITIONS.matchAll(/\btype (\w+)/g)].map(([, name]) => name))

/**
 * The GraphQL types of the content, as the page queries them: each content file's node type, in page order
 * (src/lib/sections.ts), each followed by the declared types its fields reach, in field order.
 */
export function contentGraphqlTypes(schema: GraphQLSchema): string[] {
  const found: string[] = []
  const visit = (name: string) => {
    if (!DECLARED_TYPES.has(name) || found.includes(name)) return
    found.push(name)
    const type = schema.getType(name)
    if (isObjectType(type)) for (const field of Object.values(type.getFields())) visit(getNamedType(field.type).name)
  }
  for (const { content } of CONTENT_SECTIONS) visit(content.typeName)
  return found
}

export const SCHEMA_SNAPSHOT_FILE = 'content/schemas/content.graphql'
export const UPDATE_COMMAND = 'npm run schema:update'

type Graphql = (query: string) => Promise<{ data?: unknown; errors?: unknown }>

/** The content types as SDL, from the schema the build made. */
export async function printContentTypes(graphql: Graphql): Promise<string> {
  const { data, errors } = await graphql(getIntrospectionQuery())
  if (errors || !data) throw new Error(`Introspection of the GraphQL schema failed: ${JSON.stringify(errors)}`)
  const schema = buildClientSchema(data as IntrospectionQuery)
  return (
    contentGraphqlTypes(schema)
      .map((name) => printType(schema.getType(name)!))
      .join('\n\n') + '\n'
  )
}

export type SnapshotResult =
  { status: 'same' } | { status: 'written'; file: string } | { status: 'changed'; message: string }

/**
 * Compares the content types with the committed snapshot. With UPDATE_SCHEMA_SNAPSHOT=1 (what
 * `npm run schema:update` sets) it writes the snapshot instead.
 */
export async function checkSchemaSnapshot(graphql: Graphql, rootDir: string): Promise<SnapshotResult> {
  const actual = await printContentTypes(graphql)
  const file = path.join(rootDir, SCHEMA_SNAPSHOT_FILE)
  const committed = await readFile(file, 'utf8').catch(() => null)
  if (process.env.UPDATE_SCHEMA_SNAPSHOT === '1') {
    await writeFile(file, actual)
    return { status: 'written', file: SCHEMA_SNAPSHOT_FILE }
  }
  if (committed === actual) return { status: 'same' }
  const diff = createTwoFilesPatch(
    `${SCHEMA_SNAPSHOT_FILE} (committed)`,
    `${SCHEMA_SNAPSHOT_FILE} (this build)`,
    committed ?? '',
    actual,
  )
  return {
    status: 'changed',
    message: `The GraphQL schema of the content changed:\n${diff}\nIf the change is meant, run \`${UPDATE_COMMAND}\` and commit ${SCHEMA_SNAPSHOT_FILE}.`,
  }
}
