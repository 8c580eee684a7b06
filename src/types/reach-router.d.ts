// Gatsby's router ships no types: what the site reads of it (gatsby-browser.tsx).
declare module '@gatsbyjs/reach-router' {
  import type { RouterHistory } from '../lib/navigation/addressChangesForRouter'

  export const globalHistory: RouterHistory
}
