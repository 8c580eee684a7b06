import React, { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import '../styles/global.css'
import { pageFrameDrawn } from '../lib/pageHydration'

type LayoutProps = { children: ReactNode }

/** The page frame: global styles, the skip link that every other landmark follows, smooth scrolling. */
export function Layout({ children }: LayoutProps) {
  const { t } = useTranslation()
  // Smooth scrolling is for clicks on the page's links: switched on only once the page has arrived where its
  // URL points, so that a link with a hash (/#contact) lands at once. The router scrolls to the hash while
  // mounting, before effects run.
  useEffect(() => document.documentElement.classList.add('smooth-scroll'), [])
  useEffect(pageFrameDrawn, [])
  return (
    <>
      <a className="skip-link" href="#main" data-cms-field="texts/translation/skip_to_content">
        {t('skip_to_content')}
      </a>
      {children}
    </>
  )
}
