/** @jest-environment node */
import { TARGET_LANGUAGES } from '../../../src/lib/content/translationChecks'
import { UI_LANGUAGES } from '../../../src/lib/editor/uiLanguage'
import { LANGUAGE_RECORDS, languageRecord } from '../../../src/lib/i18n/languages'
import {
  COLLECTION_LABELS,
  CONTENT_FILE_LABELS,
  TEXT_LABELS,
  type BilingualPresentations,
  type Words,
} from '../../../src/node/editorConfig/editorLabels'
import { POLISH, withLanguageRecords } from '../../support/languages'

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

describe("the editor's names for the translations and the texts", () => {
  const loadLabels = () => import('../../../src/node/editorConfig/editorLabels')

  it('name each language of the records in each language of the interface', () => {
    for (const ui of UI_LANGUAGES) {
      for (const language of TARGET_LANGUAGES)
        expect(COLLECTION_LABELS.translationChecks[ui]).toContain(languageRecord(language).nameIn[ui])
      for (const { nameIn } of LANGUAGE_RECORDS) expect(COLLECTION_LABELS.textsDescription[ui]).toContain(nameIn[ui])
    }
  })

  it('name the translations into English, and the texts in Romanian and in English', async () => {
    const { COLLECTION_LABELS: labels } = await withLanguageRecords(
      [languageRecord('ro'), languageRecord('en')],
      loadLabels,
    )
    expect(labels.translationChecks).toEqual({ ro: 'Traducerea în engleză', en: 'The translation in English' })
    expect(labels.textsDescription).toEqual({
      ro: 'Fiecare text al paginii, în română și în engleză unul lângă altul, după locul în care apare.',
      en: 'Every text of the page, in Romanian and in English side by side, by where it appears.',
    })
  })

  it('name a language the records gain, beside the others', async () => {
    const { COLLECTION_LABELS: labels } = await withLanguageRecords(
      [languageRecord('ro'), languageRecord('en'), POLISH],
      loadLabels,
    )
    expect(labels.translationChecks).toEqual({
      ro: 'Traducerea în engleză și în poloneză',
      en: 'The translation in English and in Polish',
    })
    expect(labels.textsDescription).toEqual({
      ro: 'Fiecare text al paginii, în română, în engleză și în poloneză unul lângă altul, după locul în care apare.',
      en: 'Every text of the page, in Romanian, in English, and in Polish side by side, by where it appears.',
    })
  })
})
