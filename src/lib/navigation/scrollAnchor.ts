import { ACTIVE_SECTION_THRESHOLD_PX } from './activeSection'
import { SECTIONS } from '../sections'

/** A section and where its top stood relative to the viewport top, to put it back there later. */
export type ScrollAnchor = { id: string; offset: number }

/** The section at the top of the viewport now: the last one whose top has reached it. */
export function captureScrollAnchor(root: Document = document): ScrollAnchor | null {
  let anchor: ScrollAnchor | null = null
  for (const { id } of SECTIONS) {
    const top = root.getElementById(id)?.getBoundingClientRect().top
    if (top !== undefined && top <= ACTIVE_SECTION_THRESHOLD_PX) anchor = { id, offset: top }
  }
  return anchor
}

/**
 * Scrolls so that the anchor's section stands where it stood, even if the texts above it changed length:
 * the visitor keeps their place and the active link stays the same.
 */
export function restoreScrollAnchor(anchor: ScrollAnchor, root: Document = document): void {
  const section = root.getElementById(anchor.id)
  if (!section) return
  const view = root.defaultView ?? window
  view.scrollTo({ top: view.scrollY + section.getBoundingClientRect().top - anchor.offset, behavior: 'instant' })
}
