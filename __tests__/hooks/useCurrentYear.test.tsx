import React from 'react'
import { renderToString } from 'react-dom/server'
import { renderHook } from '@testing-library/react'
import { useCurrentYear } from '../../src/hooks/useCurrentYear'

function Year({ buildYear }: { buildYear: number }) {
  return <>{useCurrentYear(buildYear)}</>
}

describe('useCurrentYear', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2031-01-01T00:00:05') }))
  afterEach(() => jest.useRealTimers())

  it('renders the build year into the prerendered HTML', () => {
    expect(renderToString(<Year buildYear={2030} />)).toBe('2030')
  })

  it("shows the visitor's year in the browser, on a page built in an earlier year", () => {
    const { result } = renderHook(() => useCurrentYear(2030))
    expect(result.current).toBe(2031)
  })
})
