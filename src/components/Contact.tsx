import React from 'react'
import { useTranslation } from 'react-i18next'
import { ContactCard } from './ContactCard'
import type { Language } from '../lib/i18n/languages'
import * as styles from './Contact.module.css'

type ContactProps = { contact: Queries.ContactCardFragment; language: Language }

/** The contact section: its title and a line of introduction beside (on wide screens) the contact card. */
export function Contact({ contact, language }: ContactProps) {
  const { t } = useTranslation()
  return (
    <section id="contact" className={`section ${styles.contact}`} aria-labelledby="contact-title">
      <div className={styles.inner}>
        <div className={styles.heading}>
          <h2 id="contact-title" className="section-title">
            {t('contact_title')}
          </h2>
          <p className={styles.intro}>{t('contact_intro')}</p>
        </div>
        <ContactCard contact={contact} language={language} />
      </div>
    </section>
  )
}
