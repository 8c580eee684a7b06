/** The sections the top bar links to, in page order. */
export const SECTION_IDS = ['home', 'portfolio', 'contact'] as const

export type SectionId = (typeof SECTION_IDS)[number]

/** How far below the viewport's top edge a section's top may be and still count as reached. */
export const ACTIVE_SECTION_THRESHOLD_PX = 10

/** How often scroll events are handled at most. */
export const SCROLL_THROTTLE_MS = 15

/**
 * The active link, by these rules in order: Contact if its top is within the threshold of the viewport top,
 * else Portfolio by the same test, else Home. A top above the viewport (negative) counts as reached.
 * A section that is missing from the page (`undefined`) is never reached.
 */
export function activeSection(
  tops: Partial<Record<Exclude<SectionId, 'home'>, number>>,
  threshold = ACTIVE_SECTION_THRESHOLD_PX,
): SectionId {
  const reached = (top: number | undefined) => top !== undefined && top <= threshold
  if (reached(tops.contact)) return 'contact'
  if (reached(tops.portfolio)) return 'portfolio'
  return 'home'
}
