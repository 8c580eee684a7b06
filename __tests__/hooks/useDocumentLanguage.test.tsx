import { renderHook } from '@testing-library/react'
import { useDocumentLanguage } from '../../src/hooks/useDocumentLanguage'
import type { Language } from '../../src/lib/i18n/languages'

/** The values written to `<html lang>` while `run` runs (React runs the effects before `run` returns). */
function langWrites(run: () => void): (string | null)[] {
  const observer = new MutationObserver(() => {})
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  run()
  const records = observer.takeRecords()
  observer.disconnect()
  return records.map(() => document.documentElement.getAttribute('lang'))
}

describe('useDocumentLanguage', () => {
  beforeEach(() => document.documentElement.setAttribute('lang', 'ro'))

  it('leaves <html lang> untouched when it is already the page language, as the build wrote it', () => {
    expect(langWrites(() => renderHook(() => useDocumentLanguage('ro')))).toEqual([])
  })

  it('follows a switch to the other language, and back', () => {
    const { rerender } = renderHook(({ language }: { language: Language }) => useDocumentLanguage(language), {
      initialProps: { language: 'ro' },
    })
    expect(langWrites(() => rerender({ language: 'en' }))).toEqual(['en'])
    expect(langWrites(() => rerender({ language: 'ro' }))).toEqual(['ro'])
  })
})
