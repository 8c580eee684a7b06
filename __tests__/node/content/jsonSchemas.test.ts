/** @jest-environment node */
import { readFile } from 'node:fs/promises'
import { LANGUAGES } from '../../../src/lib/i18n/languages'
import { JSON_SCHEMA_FILES, jsonSchemaText } from '../../../src/node/content/jsonSchemas'

describe('JSON Schemas for editors', () => {
  it.each(Object.entries(JSON_SCHEMA_FILES))(
    '%s is up to date with the validation rules (npm run schemas)',
    async (file, schema) => {
      expect(await readFile(file, 'utf8')).toBe(jsonSchemaText(schema))
    },
  )

  it.each([
    ['content/contact.json', './schemas/contact.schema.json'],
    ['content/portfolio.json', './schemas/portfolio.schema.json'],
    ...LANGUAGES.map((language) => [
      `locales/${language}/translation.json`,
      '../../content/schemas/translation.schema.json',
    ]),
  ])('%s points its editor at its schema', async (file, schemaPath) => {
    expect(JSON.parse(await readFile(file, 'utf8')).$schema).toBe(schemaPath)
  })
})
