import React from 'react'
import { useTranslation } from 'react-i18next'
import { ContactCard } from './ContactCard'
import { SectionHeading } from './SectionHeading'
import type { Language } from '../lib/i18n/languages'
import * as styles from './Contact.module.css'

type ContactProps = { contact: Queries.ContactCardFragment; language: Language }

/** The contact section: its title and a line of introduction beside (on wide screens) the contact card. */
export function Contact({ contact, language }: ContactProps) {
  const { t } = useTranslation()
  return (
    <section id="contact" className={`section ${styles.contact}`} aria-labelledby="contact-title">
      <div className={styles.inner}>
        <SectionHeading
          className={styles.heading}
          id="contact-title"
          title={t('contact_title')}
          intro={t('contact_intro')}
        />
        <ContactCard contact={contact} language={language} />
      </div>
    </section>
  )
}
