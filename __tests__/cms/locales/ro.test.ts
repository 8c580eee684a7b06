import { en as decapEn, ro as decapRo } from 'decap-cms-locales'
import type { Phrases } from '../../../src/cms/locales/phrases'
import { RO_CORRECTIONS, ro } from '../../../src/cms/locales/ro'

const flat = (phrases: Phrases, prefix = ''): [string, string][] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flat(value, `${prefix}${key}.`),
  )
const romanian = new Map(flat(ro))
const decapRomanian = new Map(flat(decapRo as Phrases))

describe("Decap's interface in Romanian", () => {
  it('has every string of the English interface, so none is shown in English', () => {
    const missing = flat(decapEn as Phrases).filter(([key]) => !romanian.has(key))
    expect(missing).toEqual([])
  })

  it('writes ș and ț with the comma below, never the cedilla', () => {
    expect([...romanian].filter(([, text]) => /[şţŞŢ]/.test(text))).toEqual([])
  })

  it('no longer says what Decap got wrong', () => {
    const text = [...romanian.values()].join('\n')
    for (const wrong of ['crează', 'Duplifică', 'duplifică', 'Verifică publicare', 'aceast ', 'Workflow', 'Oops'])
      expect([wrong, text.includes(wrong)]).toEqual([wrong, false])
    // Dates as numbers: Decap names months in English only.
    expect(romanian.get('workflow.workflow.dateFormat')).toBe('D.MM.YYYY')
    // A closing quotation mark that Decap's message opened nowhere.
    expect(romanian.get('editor.editorControlPane.widget.required')).toMatch(/^[^”]*„%\{fieldLabel\}”/)
  })

  it('corrects only strings Decap has, each to something else, keeping its %{placeholders}', () => {
    const english = new Map(flat(decapEn as Phrases))
    for (const [key, corrected] of flat(RO_CORRECTIONS)) {
      expect([key, english.has(key) || decapRomanian.has(key)]).toEqual([key, true])
      expect([key, corrected]).not.toEqual([key, decapRomanian.get(key)])
      const placeholders = (text: string) => (text.match(/%\{\w+\}/g) ?? []).sort()
      const original = decapRomanian.get(key) ?? english.get(key)!
      // The Romanian pattern message leaves the wording to the rule, as the English one does.
      if (key !== 'editor.editorControlPane.widget.regexPattern')
        expect([key, placeholders(corrected)]).toEqual([key, placeholders(original)])
    }
  })
})
