/** @jest-environment node */
import { readFile } from 'node:fs/promises'
import { COLLECTION_FORMATS, TRANSLATED_COLLECTION, publishedFiles } from '../../../src/lib/editor/publishedFiles'
import { cmsConfig } from '../../../src/node/editorConfig/cmsConfig'
import { CONTENT_FILE_NAMES, contentFilePath } from '../../../src/lib/content/contentTypes'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../src/lib/i18n/languages'

// After Publish, the editor compares what it wrote with what the site was built from (publishStatus.ts): it must
// find the very text Decap commits, byte for byte.

const read = (file: string) => readFile(file, 'utf8')
const parsed = async (file: string) => JSON.parse(await read(file)) as unknown

describe('the files a publish writes', () => {
  it('are in the format the configuration gives each collection, a file per language for the translated one', () => {
    const { collections } = cmsConfig('https://www.example.com', 'ro')
    expect(Object.fromEntries(collections.map(({ name, format }) => [name, format]))).toEqual(
      Object.fromEntries(Object.entries(COLLECTION_FORMATS).map(([name, format]) => [name, format.name])),
    )
    expect(collections.filter((collection) => 'i18n' in collection).map(({ name }) => name)).toEqual([
      TRANSLATED_COLLECTION,
    ])
  })

  it.each(CONTENT_FILE_NAMES)('of the %s entry: its file, as the repository keeps it', async (name) => {
    const file = contentFilePath(name)
    // With languages configured, Decap gives every entry `i18n`, empty outside the translated collection.
    const entry = { collection: name, slug: name, path: file, data: await parsed(file), i18n: {} }
    expect(publishedFiles(entry)).toEqual({ [file]: await read(file) })
  })

  it("of the Texts: each language's file, from the entry's path without a language, as Decap keeps it", async () => {
    const localeFile = (language: Language) => `locales/${language}/translation.json`
    const sourceFile = localeFile(DEFAULT_LANGUAGE)
    const translations = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)
    const entry = {
      collection: 'texts',
      slug: 'translation',
      path: 'locales/translation.json',
      data: await parsed(sourceFile),
      i18n: Object.fromEntries(
        await Promise.all(
          translations.map(async (language) => [language, { data: await parsed(localeFile(language)) }]),
        ),
      ),
    }
    const files = Object.fromEntries(
      await Promise.all(LANGUAGES.map(async (language) => [localeFile(language), await read(localeFile(language))])),
    )
    expect(Object.keys(files)).toHaveLength(LANGUAGES.length)
    expect(publishedFiles(entry)).toEqual(files)
    expect(publishedFiles({ ...entry, path: sourceFile })).toEqual(files)
    expect(publishedFiles({ ...entry, i18n: {} })).toEqual({ [sourceFile]: files[sourceFile] })
  })

  it('of a collection the site does not configure: none', () => {
    expect(publishedFiles({ collection: 'posts', slug: 'a', path: 'posts/a.json', data: {} })).toBeNull()
  })
})
