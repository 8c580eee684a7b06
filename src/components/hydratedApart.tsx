import React, { memo, Suspense, type ComponentType } from 'react'

/**
 * `Component`, hydrated apart from the rest of the page: in a Suspense boundary of its own, which React hydrates
 * after the page's frame (the top bar), at the lowest priority and in slices that let the browser handle input
 * between them, and at once, alone, when a tap lands in it. A tap then waits for the part of the page it touches,
 * never for the whole page (React hydrates a page without boundaries in one piece when a tap comes).
 *
 * Memoised: an update that reaches a part not hydrated yet makes React hydrate it at once, in one long task (or,
 * for a tap's own update, draw it afresh); so the page's renders during hydration (the router's, when a tap
 * follows a section's link) must leave it alone. Its props must keep their identity from one render to the
 * next: the page's data and language do.
 */
export function hydratedApart<Props extends object>(Component: ComponentType<Props>) {
  return memo((props: Props) => (
    <Suspense>
      <Component {...props} />
    </Suspense>
  ))
}
