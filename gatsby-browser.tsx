import React, { startTransition } from 'react'
import type { Renderer } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { GatsbyBrowser } from 'gatsby'
import { globalHistory } from '@gatsbyjs/reach-router'
import { StartupErrorBoundary } from './src/components/StartupErrorBoundary'
import { pageHydrated } from './src/lib/pageHydration'
import { addressChangesForRouter } from './src/lib/navigation/addressChangesForRouter'
import { restoreScrollAnchor, type ScrollAnchor } from './src/lib/navigation/scrollAnchor'
// The site's one page, imported here so that webpack bundles it with the app's script: Gatsby would load it as
// a script of its own once the page's data had come, a round trip later.
import './src/templates/HomePage'

let serverHtml: string | null = null

// Kept before React takes over, so a failed start can put the prerendered page back.
// On previews only (src/node/buildMode.ts), the edit mode's bar, outside React's root, opening the editor that
// EDIT_MODE names. In a production build EDIT_MODE is false, and webpack leaves the import out with everything
// the edit mode holds.
// A new address while the page hydrates (a tap on a section's link) reaches Gatsby's router once the page has
// hydrated: the router's render changes context values above every part of the page still to hydrate, which
// React would then draw afresh (src/components/hydratedApart.tsx). A new fragment alone never reaches it.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  serverHtml = document.getElementById('___gatsby')?.innerHTML ?? null
  addressChangesForRouter(pageHydrated, globalHistory)
  if (EDIT_MODE) {
    const editor = EDIT_MODE
    void import(/* webpackMode: "eager" */ './src/editMode/editModeBar').then(({ startEditMode }) =>
      startEditMode(document, editor),
    )
  }
}

// Hydration as a transition: React then works in slices of a few milliseconds and lets the browser handle
// input in between, instead of one long task that blocks the main thread (Lighthouse's total blocking time).
// An error React recovers from while starting (it then renders afresh) goes to the console, not to
// window.onerror: a start-up failure is only logged; the visitor keeps the prerendered page.
// An empty container, such as the page the development server sends, is rendered afresh, as Gatsby's own
// renderer does.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => {
  const hydrate = (element: React.ReactElement, container: Element) => {
    if (!container.firstElementChild) {
      createRoot(container).render(element)
      return
    }
    startTransition(() => {
      hydrateRoot(container, element, {
        onRecoverableError: (error) => console.error('The page recovered from an error while starting.', error),
      })
    })
  }
  // Gatsby's type is ReactDOM.render's from React 17, which returned an element; Gatsby 5 ignores the result.
  return hydrate as unknown as Renderer
}

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <StartupErrorBoundary serverHtml={serverHtml}>{element}</StartupErrorBoundary>
)

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ prevRouterProps, routerProps }) => {
  const { location } = routerProps
  // A language switch: keep the visitor's place (useLanguageSwitch sends the anchor).
  const anchor = (location.state as { scrollAnchor?: ScrollAnchor | null } | null)?.scrollAnchor
  if (anchor) {
    restoreScrollAnchor(anchor)
    return false
  }
  // A new address within the page: a link's (#portfolio) never reaches the router (addressChangesForRouter),
  // and should Gatsby's navigate make one, the browser scrolls there itself, smoothly unless the visitor
  // prefers reduced motion; Gatsby would jump instead.
  return prevRouterProps?.location.pathname !== location.pathname
}
