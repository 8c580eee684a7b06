import React, { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadText } from '../lib/contact/download'
import { safeFileName } from '../lib/contact/fileName'
import { buildVCard, type VCardContact } from '../lib/contact/vcard'

type AddToContactsButtonProps = { card: VCardContact; className?: string }

/**
 * Downloads the contact card as `<Company>.vcf`, typed text/vcard so phones offer to add it. The text is
 * made on click, not on every render: with the embedded logo it is several kilobytes.
 */
export function AddToContactsButton({ card, className }: AddToContactsButtonProps) {
  const { t } = useTranslation()
  const hintId = useId()
  return (
    <div className={className}>
      <button
        type="button"
        className="button"
        aria-describedby={hintId}
        onClick={() => downloadText(buildVCard(card), safeFileName(card.name, 'vcf'), 'text/vcard;charset=utf-8')}
      >
        {t('contact_button_add_contact')}
      </button>
      <p id={hintId}>{t('contact_vcard')}</p>
    </div>
  )
}
