/**
 * Whether the page has hydrated whole: its frame has been drawn (with every part it holds), and each of its
 * parts hydrated apart (src/components/hydratedApart.tsx) has hydrated. Until then, whatever re-renders the
 * page from above (the router, on a new address) would reach parts not hydrated yet.
 */
const parts = { frameDrawn: false, drawn: 0, hydrated: 0 }
let whole = () => {}

/** Settles once every part of the page hydrated apart has hydrated. */
export const pageHydrated = new Promise<void>((resolve) => (whole = resolve))

const settle = () => {
  if (parts.frameDrawn && parts.hydrated === parts.drawn) whole()
}

/**
 * The page's frame has been drawn: its effect runs after those of every part it holds (a parent's effects run
 * after its children's), so every part has counted itself by then.
 */
export function pageFrameDrawn() {
  parts.frameDrawn = true
  settle()
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
