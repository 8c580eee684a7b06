/** @jest-environment node */
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'
import { UI_TRANSLATION_KEYS } from '../../../src/lib/i18n/translationKeys'

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return sourceFiles(full)
      return Promise.resolve(/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [])
    }),
  )
  return nested.flat()
}

describe('translation keys', () => {
  it("lists exactly the keys the page's code reads", async () => {
    const files = (await sourceFiles('src')).filter((file) => !file.endsWith('translationKeys.ts'))
    const code = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n')
    const literalKeys = [...code.matchAll(/\bt\(\s*'([a-z_]+)'/g)].map(([, key]) => key)
    for (const key of literalKeys) expect(UI_TRANSLATION_KEYS).toContain(key)
    // Every listed key is read somewhere: through t('key'), `text.key` in the head, or a section id.
    for (const key of UI_TRANSLATION_KEYS) expect(code).toMatch(new RegExp(`'${key}'|\\.${key}\\b`))
  })
})
