import React from 'react'
import { PageSections } from '../../components/PageSections'
import { DEFAULT_LANGUAGE, isLanguage } from '../../lib/i18n/languages'
import { draftPageContent } from '../previewContent'
import { PUBLISHED } from '../publishedContent'
import { PreviewInLanguage } from './PreviewInLanguage'
import { entryData, imageUrlOf, type PreviewProps } from './previewProps'

/** The page's sections with the texts being edited, in the language of the left pane. */
export function TextsPreview(props: PreviewProps) {
  const language = isLanguage(props.locale) ? props.locale : DEFAULT_LANGUAGE
  const texts = { ...PUBLISHED.texts[language], ...entryData<Record<string, string>>(props) }
  const content = draftPageContent(PUBLISHED, language, {
    imageUrl: imageUrlOf(props),
    origin: window.location.origin,
  })
  return (
    <PreviewInLanguage language={language} texts={texts}>
      <PageSections content={content} language={language} />
    </PreviewInLanguage>
  )
}
