import React, { useMemo } from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from 'react-i18next'
import { AddToContactsButton } from './AddToContactsButton'
import { ContactQrCode } from './ContactQrCode'
import { addressValues, vcardDownload } from '../lib/contact/contactVCard'
import type { Language } from '../lib/i18n/languages'
import { telUri } from '../lib/contact/tel'
import * as styles from './ContactCard.module.css'

type ContactCardProps = { contact: Queries.ContactCardFragment; language: Language }

/** Where the page draws the logo from: the small SVG itself when the build inlined it, else its file. */
export const logoSource = (contact: Pick<Queries.ContactCardFragment, 'logoDataUri' | 'img'>) =>
  contact.logoDataUri ?? contact.img?.publicURL ?? null

/** The contact card: every field that has a value, the "Add to contacts" download and its QR code. */
export function ContactCard({ contact, language }: ContactCardProps) {
  const { t } = useTranslation()
  const { firstname, organization, email, phone, address } = contact
  const addressText = address ? t('contact_address', addressValues(address)) : null
  // The same card object while the content is the same: the button makes its file from it once (useVCardFile).
  const download = useMemo(() => vcardDownload(contact, language, addressText), [contact, language, addressText])
  const logo = logoSource(contact)

  return (
    <article className={styles.card} aria-labelledby="contact-name">
      {logo && (
        <img className={styles.avatar} src={logo} alt="" width={96} height={96} data-cms-field="contact/contact/img" />
      )}
      <h3 id="contact-name" className={styles.name} data-cms-field="contact/contact/firstname">
        {firstname}
      </h3>
      {organization && (
        <p className={styles.organization} data-cms-field="contact/contact/organization">
          {organization}
        </p>
      )}
      <dl className={styles.details}>
        {email && (
          <>
            <dt className={styles.label} data-cms-field="texts/translation/contact_label_email">
              {t('contact_label_email')}
            </dt>
            <dd className={styles.value}>
              <a href={`mailto:${email}`} data-cms-field="contact/contact/email">
                {email}
              </a>
            </dd>
          </>
        )}
        {phone && (
          <>
            <dt className={styles.label} data-cms-field="texts/translation/contact_label_phone">
              {t('contact_label_phone')}
            </dt>
            <dd className={styles.value}>
              <a href={telUri(phone)} data-cms-field="contact/contact/phone">
                {phone}
              </a>
            </dd>
          </>
        )}
        {addressText && (
          <>
            <dt className={styles.label} data-cms-field="texts/translation/contact_label_address">
              {t('contact_label_address')}
            </dt>
            <dd className={styles.value} data-cms-field="contact/contact/address.{language}">
              {addressText}
            </dd>
          </>
        )}
      </dl>
      {download && <AddToContactsButton className={styles.actions} download={download} />}
      {download && <ContactQrCode code={contact.vcardQrCode} company={firstname} />}
    </article>
  )
}

export const query = graphql`
  fragment ContactCard on ContactJson {
    firstname
    organization
    email
    phone
    fax
    url
    address(language: $language) {
      street
      locality
      region
      postalCode
      country
    }
    photoJpegBase64
    logoDataUri
    img {
      publicURL
    }
    vcardQrCode(language: $language) {
      ...QrCode
    }
  }
`
