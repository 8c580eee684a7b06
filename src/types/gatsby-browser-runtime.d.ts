// Gatsby's browser runtime (the modules of its .cache folder), which gatsby-node aliases as
// `gatsby-browser-runtime`, for src/pageEntry.ts.

// Gatsby's own browser entry. It exports nothing: importing it starts the page.
declare module 'gatsby-browser-runtime/production-app'

// The loader, which src/pageEntry.ts gives the app data the HTML holds (src/lib/hydrationAssets.ts).
declare module 'gatsby-browser-runtime/loader' {
  export const ProdLoader: import('../lib/hydrationAssets').AppDataLoader
}

// The page's data, which Gatsby's entry hands to its loader when it starts, and the build's hash, which
// Gatsby's HTML sets (src/lib/hydrationAssets.ts).
interface Window {
  pageData?: unknown
  ___webpackCompilationHash?: string
}
