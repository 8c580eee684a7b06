import { act, renderHook } from '@testing-library/react'
import { useActiveSection } from '../../src/hooks/useActiveSection'
import { placeSection } from '../support/sections'

describe('useActiveSection', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ''
  })

  it('computes the active section on mount, not only on the first scroll', () => {
    placeSection('portfolio', -50)
    placeSection('contact', 700)
    const { result } = renderHook(() => useActiveSection())
    expect(result.current).toBe('portfolio')
  })

  it('handles scroll events at most every 15 ms, and always the last position', () => {
    const portfolio = placeSection('portfolio', 1000)
    placeSection('contact', 1000)
    const { result } = renderHook(() => useActiveSection())
    expect(result.current).toBe('home')

    // Mounting handled the first call; events within the next 15 ms wait for its end.
    portfolio.moveTo(0)
    act(() => {
      window.dispatchEvent(new Event('scroll'))
      jest.advanceTimersByTime(14)
    })
    expect(result.current).toBe('home')
    act(() => {
      jest.advanceTimersByTime(1)
    })
    expect(result.current).toBe('portfolio')
  })
})
