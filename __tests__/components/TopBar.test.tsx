import React from 'react'
import { act, screen, within } from '@testing-library/react'
import { TopBar } from '../../src/components/TopBar'
import { renderInLanguage } from '../support/render'
import { placeSection } from '../support/sections'

describe('TopBar', () => {
  afterEach(() => document.querySelectorAll('section').forEach((section) => section.remove()))

  it.each([
    ['ro', 'Exemplu Media: începutul paginii', '/'],
    ['en', 'Exemplu Media: top of the page', '/en/'],
  ] as const)("links the logo to the %s page, named by the image's alt alone", (language, name, href) => {
    renderInLanguage(<TopBar companyName="Exemplu Media" logoUrl="/logo.svg" language={language} />, language)
    const link = screen.getByRole('link', { name })
    expect(link).toHaveAttribute('href', href)
    expect(link).not.toHaveAttribute('aria-label')
    expect(within(link).getByRole('img', { name })).toHaveAttribute('src', '/logo.svg')
  })

  it("links the site's icon home without a logo: the company's initials the build draws", () => {
    renderInLanguage(<TopBar companyName="Exemplu Media" logoUrl={null} language="en" />, 'en')
    const link = screen.getByRole('link', { name: 'Exemplu Media: top of the page' })
    expect(link).toHaveAttribute('href', '/en/')
    expect(within(link).getByRole('img')).toHaveAttribute('src', '/favicon.svg')
  })

  it.each([
    ['ro', ['Acasă', 'Portofoliu', 'Contact']],
    ['en', ['Home', 'Portfolio', 'Contact']],
  ] as const)('has Home, Portfolio and Contact anchors in %s', (language, names) => {
    renderInLanguage(<TopBar companyName="Exemplu Media" logoUrl={null} language={language} />, language)
    const nav = screen.getByRole('navigation')
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(names)
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#home', '#portfolio', '#contact'])
  })

  describe('active link', () => {
    it('is Home at start', () => {
      placeSection('portfolio', 800)
      placeSection('contact', 2000)
      renderInLanguage(<TopBar companyName="Exemplu Media" logoUrl={null} language="en" />, 'en')
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'location')
      expect(screen.getByRole('link', { name: 'Portfolio' })).not.toHaveAttribute('aria-current')
    })

    it('follows scrolling to Portfolio, then Contact', () => {
      jest.useFakeTimers()
      const portfolio = placeSection('portfolio', 800)
      const contact = placeSection('contact', 2000)
      renderInLanguage(<TopBar companyName="Exemplu Media" logoUrl={null} language="en" />, 'en')

      portfolio.moveTo(4)
      act(() => {
        window.dispatchEvent(new Event('scroll'))
        jest.advanceTimersByTime(15)
      })
      expect(screen.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'location')

      contact.moveTo(0)
      act(() => {
        window.dispatchEvent(new Event('scroll'))
        jest.advanceTimersByTime(15)
      })
      expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'location')
      expect(screen.getAllByRole('link', { current: 'location' })).toHaveLength(1)
      jest.useRealTimers()
    })
  })
})
