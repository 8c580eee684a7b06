/** @jest-environment node */
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildSchema, graphqlSync } from 'graphql'
import { checkSchemaSnapshot, SCHEMA_SNAPSHOT_FILE } from '../../../src/node/content/schemaSnapshot'

/** A stand-in for Gatsby's `graphql` over the committed snapshot, optionally edited. */
async function graphqlFor(edit: (sdl: string) => string = (sdl) => sdl) {
  const sdl = await readFile(SCHEMA_SNAPSHOT_FILE, 'utf8')
  const schema = buildSchema(
    `interface Node { id: ID! }\ntype File { id: ID! }\ntype Internal { type: String }\ntype Query { a: Int }\n${edit(sdl)}`,
  )
  return async (query: string) => graphqlSync({ schema, source: query })
}

async function projectWithSnapshot() {
  const root = await mkdtemp(path.join(tmpdir(), 'snapshot-'))
  await mkdir(path.join(root, path.dirname(SCHEMA_SNAPSHOT_FILE)), { recursive: true })
  await writeFile(path.join(root, SCHEMA_SNAPSHOT_FILE), await readFile(SCHEMA_SNAPSHOT_FILE, 'utf8'))
  return root
}

describe('GraphQL schema snapshot', () => {
  afterEach(() => delete process.env.UPDATE_SCHEMA_SNAPSHOT)

  it('passes when the content types are unchanged', async () => {
    expect(await checkSchemaSnapshot(await graphqlFor(), await projectWithSnapshot())).toEqual({ status: 'same' })
  })

  it('fails on a change nobody meant, with the diff and the command that accepts it', async () => {
    const graphql = await graphqlFor((sdl) => sdl.replace('  email: String\n', '  emailAddress: String\n'))
    const result = await checkSchemaSnapshot(graphql, await projectWithSnapshot())
    expect(result.status).toBe('changed')
    const message = (result as { message: string }).message
    expect(message).toContain('-  email: String')
    expect(message).toContain('+  emailAddress: String')
    expect(message).toContain('npm run schema:update')
  })

  it('writes the snapshot when asked to', async () => {
    process.env.UPDATE_SCHEMA_SNAPSHOT = '1'
    const root = await projectWithSnapshot()
    const graphql = await graphqlFor((sdl) => sdl.replace('  fax: String\n', ''))
    expect(await checkSchemaSnapshot(graphql, root)).toEqual({ status: 'written', file: SCHEMA_SNAPSHOT_FILE })
    expect(await readFile(path.join(root, SCHEMA_SNAPSHOT_FILE), 'utf8')).not.toContain('fax')
  })
})
