import React from 'react'
import { Contact } from '../../components/Contact'
import { LANGUAGES } from '../../lib/i18n/languages'
import { contactCard, type ContactFile } from '../previewContent'
import { PUBLISHED } from '../publishedContent'
import { PreviewInLanguage } from './PreviewInLanguage'
import { entryData, imageUrlOf, type PreviewProps } from './previewProps'

/** The contact section as the page shows it, in each language, with the card being edited. */
export function ContactPreview(props: PreviewProps) {
  const contact = entryData<ContactFile>(props)
  const imageUrl = imageUrlOf(props)
  return LANGUAGES.map((language) => (
    <PreviewInLanguage key={language} language={language} texts={PUBLISHED.texts[language]}>
      <Contact
        contact={contactCard(contact, language, { imageUrl, origin: window.location.origin })}
        language={language}
      />
    </PreviewInLanguage>
  ))
}
