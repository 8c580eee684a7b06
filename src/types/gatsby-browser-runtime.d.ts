// Gatsby's browser runtime (the modules of its .cache folder), which gatsby-node aliases as
// `gatsby-browser-runtime`, for src/pageEntry.ts.

// Gatsby's own browser entry. It exports nothing: importing it starts the page.
declare module 'gatsby-browser-runtime/production-app'

// The page's data, which Gatsby's entry hands to its loader when it starts (src/lib/hydrationAssets.ts).
interface Window {
  pageData?: unknown
}
