import React, { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadText } from '../lib/download'
import { safeFileName } from '../lib/fileName'

type AddToContactsButtonProps = { companyName: string; vCard: string; className?: string }

/** Downloads the contact card as `<Company>.vcf`, typed text/vcard so phones offer to add it. */
export function AddToContactsButton({ companyName, vCard, className }: AddToContactsButtonProps) {
  const { t } = useTranslation()
  const hintId = useId()
  return (
    <div className={className}>
      <button
        type="button"
        className="button"
        aria-describedby={hintId}
        onClick={() => downloadText(vCard, safeFileName(companyName, 'vcf'), 'text/vcard;charset=utf-8')}
      >
        {t('contact_button_add_contact')}
      </button>
      <p id={hintId}>{t('contact_vcard')}</p>
    </div>
  )
}
