import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { en as decapEn } from 'decap-cms-locales'
import { en } from '../../../src/cms/locales/en'
import { phraseAt, type Phrases } from '../../../src/cms/locales/phrases'
import { ro } from '../../../src/cms/locales/ro'
import { PATCH_PHRASES } from '../../../src/cms/locales/patchPhrases'

const PATCH_DIR = path.join(__dirname, '../../../cms-packages/patches')

const flatKeys = (phrases: Phrases, prefix = ''): string[] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  )

/** The keys the lines our patches add look up with Decap's `t`: the dotted names quoted on a line with `t(`. */
const keysThePatchesUse = readdirSync(PATCH_DIR)
  .filter((name) => name.endsWith('.patch'))
  .flatMap((name) =>
    readFileSync(path.join(PATCH_DIR, name), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('+') && !line.startsWith('+++') && /\bt\(/.test(line))
      .flatMap((line) => [...line.matchAll(/'((?:[a-z]\w*\.){2,}\w+)'/g)].map(([, key]) => key)),
  )

describe("the phrases of our patches of Decap's components", () => {
  it.each(keysThePatchesUse)('%s is in the Romanian and the English interface', (key) => {
    expect(phraseAt(ro, key)).toBeTruthy()
    expect(phraseAt(en, key)).toBeTruthy()
  })

  it('are the same keys in each language, none of them one of Decap', () => {
    const [romanian, english] = [flatKeys(PATCH_PHRASES.ro), flatKeys(PATCH_PHRASES.en)]
    expect(romanian).toEqual(english)
    const decap = new Set(flatKeys(decapEn as Phrases))
    expect(romanian.filter((key) => decap.has(key))).toEqual([])
  })
})
