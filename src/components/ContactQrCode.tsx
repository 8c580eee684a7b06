import React, { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { QrCode } from './QrCode'
import * as styles from './ContactQrCode.module.css'

type ContactQrCodeProps = { code: Queries.QrCodeFragment; company: string }

/**
 * The QR code of the page language's vCard, for a visitor at a computer to scan with a phone: shown on wide
 * screens; on narrow ones, which are usually that phone, behind a "Show QR code" toggle (native, so it works
 * without JavaScript). Only one of the two is displayed, and so only one is in the accessibility tree.
 */
export function ContactQrCode({ code, company }: ContactQrCodeProps) {
  const { t } = useTranslation()
  const wideId = useId()
  const narrowId = useId()
  const label = t('contact_qr_label', { company })
  return (
    <>
      <figure className={styles.wide}>
        <QrCode className={styles.code} code={code} labelledBy={wideId} />
        <figcaption id={wideId} className={styles.caption} data-cms-field="texts/translation/contact_qr_label">
          {label}
        </figcaption>
      </figure>
      <details className={styles.narrow}>
        <summary className={styles.toggle} data-cms-field="texts/translation/contact_qr_show">
          {t('contact_qr_show')}
        </summary>
        <QrCode className={styles.code} code={code} labelledBy={narrowId} />
        <p id={narrowId} className={styles.caption} data-cms-field="texts/translation/contact_qr_label">
          {label}
        </p>
      </details>
    </>
  )
}
