import React from 'react'
import { Contact } from '../../components/Contact'
import { Landing } from '../../components/Landing'
import { Portfolio } from '../../components/Portfolio'
import { DEFAULT_LANGUAGE, isLanguage } from '../../lib/i18n/languages'
import { contactCard, portfolioSites } from '../previewContent'
import { PUBLISHED } from '../publishedContent'
import { PreviewInLanguage } from './PreviewInLanguage'
import { entryData, imageUrlOf, type PreviewProps } from './previewProps'

/** The page's sections with the texts being edited, in the language of the left pane. */
export function TextsPreview(props: PreviewProps) {
  const language = isLanguage(props.locale) ? props.locale : DEFAULT_LANGUAGE
  const texts = { ...PUBLISHED.texts[language], ...entryData<Record<string, string>>(props) }
  const imageUrl = imageUrlOf(props)
  const { contact, portfolio } = PUBLISHED
  const sites = portfolioSites(portfolio, language, imageUrl)
  return (
    <PreviewInLanguage language={language} texts={texts}>
      <Landing
        companyName={contact.firstname ?? ''}
        logoUrl={contact.img ? imageUrl(contact.img) : null}
        sites={sites}
      />
      <Portfolio sites={sites} />
      <Contact
        contact={contactCard(contact, language, { imageUrl, origin: window.location.origin })}
        language={language}
      />
    </PreviewInLanguage>
  )
}
