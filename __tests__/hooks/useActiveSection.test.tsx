import { act, renderHook } from '@testing-library/react'
import { useActiveSection } from '../../src/hooks/useActiveSection'

function sectionAt(id: string) {
  const section = document.createElement('section')
  section.id = id
  let top = 1000
  section.getBoundingClientRect = () => ({ top }) as DOMRect
  document.body.append(section)
  return { moveTo: (newTop: number) => (top = newTop) }
}

describe('useActiveSection', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ''
  })

  it('computes the active section on mount, not only on the first scroll', () => {
    sectionAt('portfolio').moveTo(-50)
    sectionAt('contact').moveTo(700)
    const { result } = renderHook(() => useActiveSection())
    expect(result.current).toBe('portfolio')
  })

  it('handles scroll events at most every 15 ms, and always the last position', () => {
    const portfolio = sectionAt('portfolio')
    sectionAt('contact')
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

  it('stops listening when unmounted', () => {
    const remove = jest.spyOn(window, 'removeEventListener')
    const { unmount } = renderHook(() => useActiveSection())
    unmount()
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function))
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function))
  })
})
