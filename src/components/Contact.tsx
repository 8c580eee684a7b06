import React from 'react'
import { ContactCard } from './ContactCard'
import { Section } from './Section'
import type { Language } from '../lib/i18n/languages'
import * as styles from './Contact.module.css'

type ContactProps = { contact: Queries.ContactCardFragment; language: Language }

/** The contact section: its title and a line of introduction beside (on wide screens) the contact card. */
export function Contact({ contact, language }: ContactProps) {
  return (
    <Section id="contact" classNames={{ section: styles.contact, inner: styles.inner, heading: styles.heading }}>
      <ContactCard contact={contact} language={language} />
    </Section>
  )
}
