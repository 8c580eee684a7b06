/**
 * Whether the page has hydrated whole: how many of its parts hydrated apart (src/components/hydratedApart.tsx)
 * React has drawn, and how many of them have hydrated. Until they match, whatever re-renders the page from
 * above (the router, on a new address) would reach parts not hydrated yet.
 */
const parts = { drawn: 0, hydrated: 0 }
let whole = () => {}

/** Settles once every part of the page hydrated apart has hydrated. */
export const pageHydrated = new Promise<void>((resolve) => (whole = resolve))

const settle = () => {
  if (parts.drawn > 0 && parts.hydrated === parts.drawn) whole()
}

/** A part hydrated apart has been drawn (its frame's effect). */
export function partDrawn() {
  parts.drawn += 1
  settle()
}

/** A part hydrated apart has hydrated (an effect inside its boundary). */
export function partHydrated() {
  parts.hydrated += 1
  settle()
}
