import { renderHook } from '@testing-library/react'
import { useDocumentLanguage } from '../../src/hooks/useDocumentLanguage'
import type { Language } from '../../src/lib/i18n/languages'

/** How many times `run` writes `<html lang>` (React runs the effects before `run` returns). */
function langWrites(run: () => void): number {
  const observer = new MutationObserver(() => {})
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
  run()
  const writes = observer.takeRecords().length
  observer.disconnect()
  return writes
}

describe('useDocumentLanguage', () => {
  beforeEach(() => document.documentElement.setAttribute('lang', 'ro'))

  it('leaves <html lang> untouched when it is already the page language, as the build wrote it', () => {
    expect(langWrites(() => renderHook(() => useDocumentLanguage('ro')))).toBe(0)
    expect(document.documentElement.lang).toBe('ro')
  })

  it('follows a switch to the other language, and back, with one write each', () => {
    const { rerender } = renderHook(({ language }: { language: Language }) => useDocumentLanguage(language), {
      initialProps: { language: 'ro' },
    })
    expect(langWrites(() => rerender({ language: 'en' }))).toBe(1)
    expect(document.documentElement.lang).toBe('en')
    expect(langWrites(() => rerender({ language: 'ro' }))).toBe(1)
    expect(document.documentElement.lang).toBe('ro')
  })
})
