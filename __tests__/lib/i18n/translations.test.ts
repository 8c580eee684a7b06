import { interpolate, translationsFromLocales } from '../../../src/lib/i18n/translations'

describe('translations for the document head', () => {
  it('merges the namespaces a page query returned', () => {
    const locales = { edges: [{ node: { data: '{"a":"1"}' } }, { node: { data: '{"b":"2"}' } }] }
    expect(translationsFromLocales(locales)).toEqual({ a: '1', b: '2' })
  })

  it('fills {{placeholders}} and leaves unknown ones visible', () => {
    expect(interpolate('{{company}}: {{ other }}', { company: 'Exemplu' })).toBe('Exemplu: {{ other }}')
  })
})
