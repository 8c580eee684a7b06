import React, { memo, Suspense, useEffect, type ComponentType } from 'react'
import { partDrawn, partHydrated } from '../lib/pageHydration'

/** Inside a part's boundary: its effect runs once the part has hydrated. */
function PartHydrated() {
  useEffect(partHydrated, [])
  return null
}

/**
 * `Component`, hydrated apart from the rest of the page: in a Suspense boundary of its own, which React hydrates
 * after the page's frame (the top bar), at the lowest priority and in slices that let the browser handle input
 * between them, and at once, alone, when a tap lands in it. A tap then waits for the part of the page it touches,
 * never for the whole page (React hydrates a page without boundaries in one piece when a tap comes).
 *
 * An update that reaches a part not hydrated yet makes React hydrate it at once, in one long task, or draw it
 * afresh with an error (React's #421). So the page's renders during hydration must leave it alone: the part is
 * memoised, its props keep their identity from one render to the next (the page's data and language do), the
 * i18n provider keeps its value, and the router hears of a new address only once the page has hydrated
 * (src/lib/pageHydration.ts, gatsby-browser.tsx), as Gatsby's own context values above the page change with every address.
 */
export function hydratedApart<Props extends object>(Component: ComponentType<Props>) {
  return memo(function Apart(props: Props) {
    useEffect(partDrawn, [])
    return (
      <Suspense>
        <Component {...props} />
        <PartHydrated />
      </Suspense>
    )
  })
}
