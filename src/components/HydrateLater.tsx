import React, { Suspense, type ReactNode } from 'react'

/**
 * A part of the page React may hydrate after the top bar: server-rendered HTML inside a Suspense boundary is
 * hydrated in a pass of its own, at idle priority and in slices that give the browser back its main thread, so
 * that no task of the start-up is long. Nothing inside suspends, so the fallback is never shown; the HTML stays
 * as it came, and a click on it before its turn makes React hydrate that part at once and then handle the click.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
