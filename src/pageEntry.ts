/**
 * The page's JavaScript entry: webpack's `app`, in place of Gatsby's own `production-app` (gatsby-node sets
 * both). Gatsby's entry sets up React, its router and every plugin in one go: on a phone that is one task of
 * 70–100 ms, a tap in it waits, and the page counts as interactive only after it. Here the same modules start
 * in tasks of their own, each a fraction of that: React's renderer; the router (with Gatsby's links); Gatsby's
 * public API; its loader, given the app data the HTML holds; the plugins, this site's gatsby-browser among
 * them; its navigation; its page renderer; then Gatsby's start-up, which hydrates the page from the data the
 * HTML holds (React then works in slices of its own). `eager` imports keep the modules
 * in the files they were in: nothing more is downloaded.
 */
import { firstAppDataFromHtml, inlinePageData } from './lib/hydrationAssets'
import { startInTasks } from './lib/startInTasks'

void startInTasks([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'gatsby-link'),
  () => import(/* webpackMode: "eager" */ 'gatsby'),
  async () => {
    const { ProdLoader } = await import(/* webpackMode: "eager" */ 'gatsby-browser-runtime/loader')
    firstAppDataFromHtml(ProdLoader, window.___webpackCompilationHash)
  },
  () => import(/* webpackMode: "eager" */ 'gatsby-browser-runtime/api-runner-browser'),
  () => import(/* webpackMode: "eager" */ 'gatsby-browser-runtime/navigation'),
  () => import(/* webpackMode: "eager" */ 'gatsby-browser-runtime/page-renderer'),
  () => {
    window.pageData = inlinePageData(document)
    return import(/* webpackMode: "eager" */ 'gatsby-browser-runtime/production-app')
  },
])
