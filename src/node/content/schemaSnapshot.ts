import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createTwoFilesPatch } from 'diff'
import { buildClientSchema, getIntrospectionQuery, printType, type IntrospectionQuery } from 'graphql'

/** The GraphQL types of the content, as the page queries them. */
export const CONTENT_GRAPHQL_TYPES = [
  'PortfolioJson',
  'PortfolioSite',
  'LocalizedImagePath',
  'ContactJson',
  'PostalAddress',
  'QrCode',
] as const

export const SCHEMA_SNAPSHOT_FILE = 'content/schemas/content.graphql'
export const UPDATE_COMMAND = 'npm run schema:update'

type Graphql = (query: string) => Promise<{ data?: unknown; errors?: unknown }>

/** The content types as SDL, from the schema the build made. */
export async function printContentTypes(graphql: Graphql): Promise<string> {
  const { data, errors } = await graphql(getIntrospectionQuery())
  if (errors || !data) throw new Error(`Introspection of the GraphQL schema failed: ${JSON.stringify(errors)}`)
  const schema = buildClientSchema(data as IntrospectionQuery)
  return CONTENT_GRAPHQL_TYPES.map((name) => printType(schema.getType(name)!)).join('\n\n') + '\n'
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
