/** @jest-environment node */
import { UI_LANGUAGES } from '../../../src/lib/editor/uiLanguage'
import {
  COLLECTION_LABELS,
  CONTENT_FILE_LABELS,
  TEXT_LABELS,
  type BilingualPresentations,
  type Words,
} from '../../../src/node/editorConfig/editorLabels'

/** Every text of the editor's presentations, by where it is: `sites.fields.id.hint`. */
function textsOf(presentations: BilingualPresentations, path = ''): [string, Words][] {
  return Object.entries(presentations).flatMap(([name, { label, hint, item, fields }]) => {
    const at = `${path}${name}`
    return [
      [`${at}.label`, label] as [string, Words],
      ...(hint ? [[`${at}.hint`, hint] as [string, Words]] : []),
      ...(item ? [[`${at}.item.label`, item.label] as [string, Words]] : []),
      ...(fields ? textsOf(fields, `${at}.fields.`) : []),
    ]
  })
}

const EDITOR_TEXTS: [string, Words][] = [
  ...Object.entries(COLLECTION_LABELS).map(([name, words]): [string, Words] => [`collections.${name}`, words]),
  ...Object.entries(CONTENT_FILE_LABELS).flatMap(([name, { fields, ...collection }]) => [
    ...Object.entries(collection).map(([part, words]): [string, Words] => [`collections.${name}.${part}`, words]),
    ...textsOf(fields, `${name}.`),
  ]),
  ...textsOf(TEXT_LABELS, 'texts.'),
]

describe("the editor's labels, hints and collection names", () => {
  it.each(EDITOR_TEXTS)('%s exists in every language of the interface', (_, words) => {
    for (const language of UI_LANGUAGES) expect(words[language]?.trim()).toBeTruthy()
  })

  it('are written in Romanian with ș and ț (comma below), never the cedilla letters ş ţ', () => {
    const cedilla = EDITOR_TEXTS.filter(([, words]) => /[şţŞŢ]/.test(words.ro)).map(([at]) => at)
    expect(cedilla).toEqual([])
  })
})
