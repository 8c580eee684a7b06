import React from 'react'
import { screen, within } from '@testing-library/react'
import { Portfolio } from '../../src/components/Portfolio'
import portfolioContent from '../../content/portfolio.json'
import { portfolioSites } from '../support/fixtures'
import { renderInLanguage, translations } from '../support/render'
import { LANGUAGES } from '../../src/lib/i18n/languages'

describe('Portfolio', () => {
  it.each(LANGUAGES)('has a title and a card per site, in %s', (language) => {
    renderInLanguage(<Portfolio sites={portfolioSites(language)} />, language)
    expect(screen.getByRole('heading', { level: 2, name: translations[language].portfolio })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it.each(LANGUAGES)('opens the site from its image, title and description, in a new tab (%s)', (language) => {
    renderInLanguage(<Portfolio sites={portfolioSites(language)} />, language)
    const card = screen.getByRole('article', { name: 'Business Exemplu' })
    const links = within(card).getAllByRole('link')
    expect(links).toHaveLength(3)
    for (const link of links) {
      expect(link).toHaveAttribute('href', 'https://business.example/')
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(link).toHaveTextContent(translations[language].opens_in_new_tab)
    }
    expect(within(card).getByText(portfolioContent.sites[1].description[language])).toBeInTheDocument()
  })

  it('shows the image of the page language with a translated alt text', () => {
    renderInLanguage(<Portfolio sites={portfolioSites('en')} />, 'en')
    const image = screen.getByRole('img', { name: 'Front page of Ziare Exemplu, in English' })
    expect(image).toHaveAttribute('src', '/static/ziare-en.jpg')
  })
})
