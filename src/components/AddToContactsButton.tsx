import React, { useId, useRef, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { VCardDownload } from '../lib/contact/contactVCard'
import type { CardSaving } from '../lib/contact/cardSaving'
import { browserIntentUrl } from '../lib/contact/browserIntent'
import { download as downloadFile } from '../lib/contact/download'
import { detectCardSaving, useCardSaving } from '../hooks/useCardSaving'
import { useVCardFile } from '../hooks/useVCardFile'

type AddToContactsButtonProps = { download: VCardDownload; className?: string }

/** An address on this site, absolute, as the phone's browser must be given it. */
const onThisSite = (path: string) => new URL(path, window.location.href)

/** Where the button leads when the browser does not save the card itself: the static card, or the way out. */
function cardAddress(saving: CardSaving, path: string): string {
  return saving.way === 'phoneBrowser' ? browserIntentUrl(onThisSite(path)) : path
}

/**
 * "Add to contacts": a link to the static vCard the build publishes, so it works before and without
 * JavaScript. Once the page runs, the same card is built in the browser when the button nears the screen, and
 * a click saves it as a Blob named `<Company>.vcf` (src/lib/contact/cardSaving.ts says where). On iOS, where
 * Blob downloads fail, the link's file opens in Contacts. Inside an app's browser no Blob is made: on Android
 * the card opens in the phone's own browser; on iOS the link stays; and a line under the button says what to
 * do if nothing is saved.
 */
export function AddToContactsButton({ download, className }: AddToContactsButtonProps) {
  const { t } = useTranslation()
  const hintId = useId()
  const inAppHintId = useId()
  const actions = useRef<HTMLDivElement>(null)
  const saving = useCardSaving(actions)
  const cardFile = useVCardFile(download.card, saving?.way === 'blob')
  const saveAsBlob = () => downloadFile(cardFile(), download.fileName)
  const save = (event: MouseEvent<HTMLAnchorElement>) => {
    if (saving && saving.way !== 'blob') return
    event.preventDefault()
    if (saving) return saveAsBlob()
    // A tap before the detector came: wait for it, then do what the button would have done.
    void detectCardSaving().then((found) =>
      found.way === 'blob' ? saveAsBlob() : window.location.assign(cardAddress(found, download.path)),
    )
  }
  const inApp = saving?.inApp ?? false
  return (
    <div className={className} ref={actions}>
      <a
        className="button"
        href={saving ? cardAddress(saving, download.path) : download.path}
        download={saving?.way === 'phoneBrowser' ? undefined : download.fileName}
        type="text/vcard"
        aria-describedby={inApp ? `${hintId} ${inAppHintId}` : hintId}
        onClick={save}
        data-cms-field="texts/translation/contact_button_add_contact"
      >
        {t('contact_button_add_contact')}
      </a>
      <p id={hintId} data-cms-field="texts/translation/contact_vcard">
        {t('contact_vcard')}
      </p>
      {saving?.way === 'phoneBrowser' && (
        <p id={inAppHintId}>
          <span data-cms-field="texts/translation/contact_in_app_android">{t('contact_in_app_android')}</span>{' '}
          <a
            href={browserIntentUrl(onThisSite(window.location.pathname))}
            data-cms-field="texts/translation/contact_in_app_open"
          >
            {t('contact_in_app_open')}
          </a>
        </p>
      )}
      {saving?.way === 'static' && saving.inApp && (
        <p id={inAppHintId} data-cms-field="texts/translation/contact_in_app_ios">
          {t('contact_in_app_ios')}
        </p>
      )}
    </div>
  )
}
