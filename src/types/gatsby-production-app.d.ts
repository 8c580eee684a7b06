// Gatsby's own browser entry (.cache/production-app.js), which src/pageEntry.ts starts; gatsby-node aliases
// the name to it. It exports nothing: importing it starts the page.
declare module 'gatsby-production-app'

// The page's data, which Gatsby's entry hands to its loader when it starts (src/lib/hydrationAssets.ts).
interface Window {
  pageData?: unknown
}
