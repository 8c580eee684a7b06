import React from 'react'
import { screen, within } from '@testing-library/react'
import { Footer } from '../../src/components/Footer'
import { portfolioSites } from '../support/fixtures'
import { renderInLanguage } from '../support/render'

const footer = (buildYear = 2026) => (
  <Footer companyName="Exemplu Media" email="contact@example.com" sites={portfolioSites('en')} buildYear={buildYear} />
)

describe('Footer', () => {
  afterEach(() => jest.useRealTimers())

  it('shows ©, the current year and the company name', () => {
    jest.useFakeTimers({ now: new Date('2027-03-04T10:00:00') })
    renderInLanguage(footer(), 'en')
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2027 Exemplu Media')
  })

  it("offers the email address and a link to each of the agency's sites", () => {
    renderInLanguage(footer(), 'en')
    const contentinfo = within(screen.getByRole('contentinfo'))
    expect(contentinfo.getByRole('link', { name: 'contact@example.com' })).toHaveAttribute(
      'href',
      'mailto:contact@example.com',
    )
    const sites = contentinfo.getByRole('navigation', { name: 'Our sites' })
    expect(within(sites).getByRole('link', { name: /^Ziare Exemplu/ })).toHaveAttribute(
      'href',
      'https://ziare.example/',
    )
    expect(within(sites).getByRole('link', { name: /^Business Exemplu/ })).toHaveAttribute(
      'href',
      'https://business.example/',
    )
  })
})
