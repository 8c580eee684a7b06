// `npm run schemas`: writes content/schemas/*.schema.json from the zod schemas in src/lib/content/schemas.ts.
// A unit test fails when the committed files differ from what this writes.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { JSON_SCHEMA_FILES, jsonSchemaText } from '../src/node/content/jsonSchemas'

async function main() {
  for (const [file, schema] of Object.entries(JSON_SCHEMA_FILES)) {
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(file, jsonSchemaText(schema))
    console.log(`wrote ${file}`)
  }
}

void main()
