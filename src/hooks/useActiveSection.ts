import { useEffect, useState } from 'react'
import { SCROLL_THROTTLE_MS, activeSection } from '../lib/navigation/activeSection'
import { throttle } from '../lib/navigation/throttle'
import { LINKED_SECTION_IDS, type LinkedSectionId } from '../lib/sections'

const topOf = (id: string) => document.getElementById(id)?.getBoundingClientRect().top

/**
 * The section whose link is active, following scrolling: the first (Home) until mounted, then the rule
 * applied at once, on scroll (throttled to 15 ms) and on resize.
 */
export function useActiveSection(): LinkedSectionId {
  const [active, setActive] = useState<LinkedSectionId>(LINKED_SECTION_IDS[0])

  useEffect(() => {
    const update = throttle(() => {
      const tops = Object.fromEntries(LINKED_SECTION_IDS.map((id) => [id, topOf(id)]))
      setActive(activeSection(tops as Partial<Record<LinkedSectionId, number>>))
    }, SCROLL_THROTTLE_MS)
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update, { passive: true })
    return () => {
      update.cancel()
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])

  return active
}
