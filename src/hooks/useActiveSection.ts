import { useEffect, useState } from 'react'
import { SCROLL_THROTTLE_MS, activeSection, type SectionId } from '../lib/navigation/activeSection'
import { throttle } from '../lib/navigation/throttle'

const topOf = (id: string) => document.getElementById(id)?.getBoundingClientRect().top

/**
 * The section whose link is active, following scrolling: Home until mounted, then the rule
 * applied at once, on scroll (throttled to 15 ms) and on resize.
 */
export function useActiveSection(): SectionId {
  const [active, setActive] = useState<SectionId>('home')

  useEffect(() => {
    const update = throttle(
      () => setActive(activeSection({ portfolio: topOf('portfolio'), contact: topOf('contact') })),
      SCROLL_THROTTLE_MS,
    )
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
