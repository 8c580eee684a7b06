// The React floor's script (reactFloor.mts): React 18 hydrates the limit page's markup as it stands, with no
// handler of its own, as Gatsby hydrates the site's page (in a transition, gatsby-browser.tsx).
import { createElement, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

const page = document.getElementById('page')
const root = document.getElementById('root')
if (!page || !root) throw new Error('The React floor page has no #root > #page to hydrate')
const markup = { __html: page.innerHTML }
startTransition(() => {
  hydrateRoot(root, createElement('div', { id: 'page', dangerouslySetInnerHTML: markup }))
})
