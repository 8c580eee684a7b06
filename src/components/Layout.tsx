import React, { type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import '../styles/global.css'

type LayoutProps = { children: ReactNode }

/** The page frame: global styles and the skip link that every other landmark follows. */
export function Layout({ children }: LayoutProps) {
  const { t } = useTranslation()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      {children}
    </>
  )
}
