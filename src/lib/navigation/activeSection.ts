import { LINKED_SECTION_IDS, type LinkedSectionId } from '../sections'

/** How far below the viewport's top edge a section's top may be and still count as reached. */
export const ACTIVE_SECTION_THRESHOLD_PX = 10

/** How often scroll events are handled at most. */
export const SCROLL_THROTTLE_MS = 15

/**
 * The active link: the last section in page order, of those the top bar links to, whose top is within the
 * threshold of the viewport top; else the first (Home). For the page's three: Contact if its top is reached,
 * else Portfolio by the same test, else Home. A top above the viewport (negative) counts as reached. A
 * section that is missing from the page (`undefined`) is never reached.
 */
export function activeSection<Id extends string>(
  tops: Partial<Record<Id, number>>,
  threshold = ACTIVE_SECTION_THRESHOLD_PX,
  sectionIds: readonly (Id | LinkedSectionId)[] = LINKED_SECTION_IDS,
): Id | LinkedSectionId {
  const reached = (id: Id | LinkedSectionId) => {
    const top = (tops as Partial<Record<string, number>>)[id]
    return top !== undefined && top <= threshold
  }
  return sectionIds.filter(reached).pop() ?? sectionIds[0]
}
