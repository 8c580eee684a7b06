import React, { type AnchorHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** A link that opens another site in a new tab, without giving it access to this page, and says so. */
export function ExternalLink({ children, ...anchorProps }: ExternalLinkProps) {
  const { t } = useTranslation()
  return (
    <a {...anchorProps} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('opens_in_new_tab')}</span>
    </a>
  )
}
