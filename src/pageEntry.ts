/**
 * The page's JavaScript entry: webpack's `app`, in place of Gatsby's own `production-app` (gatsby-node sets
 * both). It hands Gatsby's loader the page's data the HTML holds, then starts Gatsby's entry.
 */
import { inlinePageData } from './lib/hydrationAssets'

window.pageData = inlinePageData(document)
void import(/* webpackMode: "eager" */ 'gatsby-browser-runtime/production-app')
