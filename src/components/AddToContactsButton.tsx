import React, { useId, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { VCardDownload } from '../lib/contact/contactVCard'
import { blobDownloadsWork, downloadText } from '../lib/contact/download'
import { buildVCard } from '../lib/contact/vcard'

type AddToContactsButtonProps = { download: VCardDownload; className?: string }

/**
 * "Add to contacts": a link to the static vCard the build publishes, so it works before and without
 * JavaScript. Once the page runs, a click builds the same card in the browser and saves it as a Blob named
 * `<Company>.vcf`, except on iOS, where Blob downloads fail and the link's file opens in Contacts.
 */
export function AddToContactsButton({ download, className }: AddToContactsButtonProps) {
  const { t } = useTranslation()
  const hintId = useId()
  const saveAsBlob = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!blobDownloadsWork(navigator)) return
    event.preventDefault()
    // Made on click, not on every render: with the embedded logo the card is several kilobytes.
    downloadText(buildVCard(download.card), download.fileName, 'text/vcard;charset=utf-8')
  }
  return (
    <div className={className}>
      <a
        className="button"
        href={download.path}
        download={download.fileName}
        type="text/vcard"
        aria-describedby={hintId}
        onClick={saveAsBlob}
        data-cms-field="texts/translation/contact_button_add_contact"
      >
        {t('contact_button_add_contact')}
      </a>
      <p id={hintId} data-cms-field="texts/translation/contact_vcard">
        {t('contact_vcard')}
      </p>
    </div>
  )
}
