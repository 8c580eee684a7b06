import React from 'react'
import { screen } from '@testing-library/react'
import { Landing } from '../../src/components/Landing'
import { renderInLanguage } from '../support/render'

describe('Landing', () => {
  it.each([
    ['ro', 'Portofoliu'],
    ['en', 'Portfolio'],
  ] as const)('shows the logo, the company name and buttons to the sections (%s)', (language, portfolio) => {
    renderInLanguage(<Landing companyName="Exemplu Media" logoUrl="/logo.svg" />, language)
    expect(screen.getByRole('heading', { level: 1, name: 'Exemplu Media' })).toBeInTheDocument()
    expect(document.querySelector('img[src="/logo.svg"]')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: portfolio })).toHaveAttribute('href', '#portfolio')
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact')
  })
})
