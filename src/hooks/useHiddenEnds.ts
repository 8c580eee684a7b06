import { useEffect, useState, type RefObject } from 'react'

/** Which ends of a sideways scroller have some of its content beyond them. */
export type HiddenEnds = { start: boolean; end: boolean }

const NONE_HIDDEN: HiddenEnds = { start: false, end: false }

/**
 * The ends of `scroller` that hide some of its content, following its scrolling and any change of its size or of
 * its children's (a window resized, a word changed). Before the effect runs, none: the page as served and the
 * first render agree. A browser may scroll by fractions of a pixel, so less than one pixel beyond an end is none.
 */
export function useHiddenEnds(scroller: RefObject<HTMLElement | null>): HiddenEnds {
  const [ends, setEnds] = useState(NONE_HIDDEN)

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => {
      const { scrollLeft, clientWidth, scrollWidth } = element
      const start = scrollLeft >= 1
      const end = scrollWidth - clientWidth - scrollLeft >= 1
      setEnds((shown) => (shown.start === start && shown.end === end ? shown : { start, end }))
    }
    const resizes = new ResizeObserver(measure)
    for (const box of [element, ...element.children]) resizes.observe(box)
    element.addEventListener('scroll', measure, { passive: true })
    return () => {
      resizes.disconnect()
      element.removeEventListener('scroll', measure)
    }
  }, [scroller])

  return ends
}
