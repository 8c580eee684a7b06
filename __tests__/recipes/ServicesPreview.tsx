import React from 'react'
import { Services } from '../../components/Services'
import { LANGUAGES } from '../../lib/i18n/languages'
import { services, type ServicesFile } from '../previewContent'
import { PUBLISHED } from '../publishedContent'
import { PreviewInLanguage } from './PreviewInLanguage'
import { entryData, type PreviewProps } from './previewProps'

/** The services section as the page shows it, in each language, with the services being edited. */
export function ServicesPreview(props: PreviewProps) {
  const file = entryData<ServicesFile>(props)
  return LANGUAGES.map((language) => (
    <PreviewInLanguage key={language} language={language} texts={PUBLISHED.texts[language]}>
      <Services services={services(file, language)} />
    </PreviewInLanguage>
  ))
}
