/** @jest-environment node */
import { z } from 'zod'
import { decapFields } from '../../../src/node/editorConfig/decapFields'

describe('decapFields', () => {
  const shape = { $schema: z.string().optional(), name: z.string(), note: z.string().optional() }

  it("names a field the editor has no label for, so the labels can't fall behind the schema", () => {
    expect(() => decapFields(shape, { name: { label: 'Name' } }, 'en', 'thing')).toThrow(
      'thing.note: the editor has no label for this field (src/node/editorConfig/editorLabels.ts)',
    )
  })

  it('names a label whose field the schema no longer has', () => {
    expect(() =>
      decapFields(shape, { name: { label: 'Name' }, note: { label: 'Note' }, old: { label: 'Old' } }, 'en', 'thing'),
    ).toThrow('thing: labels for fields the schema lacks: old')
  })

  it('keeps $schema out of the editor: the file format writes it', () => {
    expect(
      decapFields(shape, { name: { label: 'Name' }, note: { label: 'Note' } }, 'en').map(({ name }) => name),
    ).toEqual(['name', 'note'])
  })

  it('refuses a rule it cannot give the editor as one pattern', () => {
    const twoPatterns = { code: z.string().regex(/^a/, 'starts with a').regex(/b$/, 'ends with b') }
    expect(() => decapFields(twoPatterns, { code: { label: 'Code' } }, 'en')).toThrow(
      'code: the CMS takes one pattern per field, the schema has 2',
    )
  })

  it('refuses a pattern whose message has no words in the languages of the editor', () => {
    const untranslated = { code: z.string().regex(/^a/, 'starts with a') }
    expect(() => decapFields(untranslated, { code: { label: 'Code' } }, 'ro')).toThrow(
      '"starts with a" has no words for the editor: declare it with ruleMessage()',
    )
  })
})
