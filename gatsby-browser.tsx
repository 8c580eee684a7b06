import React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { StartupErrorBoundary } from './src/components/StartupErrorBoundary'
import { restoreScrollAnchor, type ScrollAnchor } from './src/lib/scrollAnchor'

let serverHtml: string | null = null

// Kept before React takes over, so a failed start can put the prerendered page back.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  serverHtml = document.getElementById('___gatsby')?.innerHTML ?? null
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
  // A link within the page (#portfolio): the browser is already scrolling there, smoothly unless the
  // visitor prefers reduced motion; Gatsby would jump instead.
  return prevRouterProps?.location.pathname !== location.pathname
}
