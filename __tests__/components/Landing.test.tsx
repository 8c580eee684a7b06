import React from 'react'
import { screen } from '@testing-library/react'
import { Landing } from '../../src/components/Landing'
import { portfolioSites } from '../support/fixtures'
import { renderInLanguage, translations } from '../support/render'

describe('Landing', () => {
  it.each([
    ['ro', 'Portofoliu'],
    ['en', 'Portfolio'],
  ] as const)('says who the agency is, with buttons to the sections (%s)', (language, portfolio) => {
    renderInLanguage(
      <Landing companyName="Exemplu Media" logoUrl="/logo.svg" sites={portfolioSites(language)} />,
      language,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Exemplu Media' })).toBeInTheDocument()
    expect(screen.getByText(translations[language].landing_tagline)).toBeInTheDocument()
    expect(screen.getByText(translations[language].landing_intro)).toBeInTheDocument()
    expect(document.querySelector('img[src="/logo.svg"]')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: portfolio })).toHaveAttribute('href', '#portfolio')
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact')
  })
})
