import { useEffect, useState, type RefObject } from 'react'
import type { CardSaving } from '../lib/contact/cardSaving'

/** Where no script can tell: the static card, which is what the link does without JavaScript. */
const FOLLOW_THE_LINK: CardSaving = { way: 'static', inApp: false }

/**
 * How this browser saves the card. The detector is a script of its own, fetched the first time it is needed
 * (and then kept, like every script the page loads); if it cannot be fetched, the link is followed as it is.
 */
export function detectCardSaving(): Promise<CardSaving> {
  return import('../lib/contact/cardSaving').then(
    ({ cardSaving }) => cardSaving(navigator),
    (error: unknown) => {
      console.error('Could not tell how this browser saves a contact card; following the link.', error)
      return FOLLOW_THE_LINK
    },
  )
}

/**
 * How this browser saves the card, known once `target` comes within a screen's height of the viewport: the
 * detector is needed by the button only, so the first screen fetches nothing more. Null until then.
 */
export function useCardSaving(target: RefObject<Element | null>): CardSaving | null {
  const [saving, setSaving] = useState<CardSaving | null>(null)
  useEffect(() => {
    const element = target.current
    if (!element) return
    let mounted = true
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some(({ isIntersecting }) => isIntersecting)) return
        observer.disconnect()
        void detectCardSaving().then((found) => mounted && setSaving(found))
      },
      { rootMargin: '100% 0px' },
    )
    observer.observe(element)
    return () => {
      mounted = false
      observer.disconnect()
    }
  }, [target])
  return saving
}
