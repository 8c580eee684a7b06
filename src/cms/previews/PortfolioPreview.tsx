import React from 'react'
import { Portfolio } from '../../components/Portfolio'
import { LANGUAGES } from '../../lib/i18n/languages'
import { portfolioSites, type PortfolioFile } from '../previewContent'
import { PUBLISHED } from '../publishedContent'
import { PreviewInLanguage } from './PreviewInLanguage'
import { entryData, imageUrlOf, type PreviewProps } from './previewProps'

/** The portfolio section as the page shows it, in each language, with the sites being edited. */
export function PortfolioPreview(props: PreviewProps) {
  const portfolio = entryData<PortfolioFile>(props)
  const imageUrl = imageUrlOf(props)
  return LANGUAGES.map((language) => (
    <PreviewInLanguage key={language} language={language} texts={PUBLISHED.texts[language]}>
      <Portfolio sites={portfolioSites(portfolio, language, imageUrl)} />
    </PreviewInLanguage>
  ))
}
