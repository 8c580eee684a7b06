import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { languageRedirectScript } from './src/lib/i18n/languageRedirect'

// Runs in <head> before the first paint: a returning visitor who chose another language is sent to it
// before anything is drawn, and the `js` class switches the language links into a menu.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="language-redirect" dangerouslySetInnerHTML={{ __html: languageRedirectScript }} />])
}
