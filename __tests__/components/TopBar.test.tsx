import React from 'react'
import { act, screen, within } from '@testing-library/react'
import { TopBar } from '../../src/components/TopBar'
import { LANGUAGES } from '../../src/lib/i18n/languages'
import { LINKED_SECTIONS, type LinkedSection } from '../../src/lib/sections'
import { renderInLanguage, translations } from '../support/render'
import { placeSection } from '../support/sections'

describe('TopBar', () => {
  afterEach(() => document.querySelectorAll('section').forEach((section) => section.remove()))

  it.each([
    ['ro', 'Exemplu Media: începutul paginii', '/#home'],
    ['en', 'Exemplu Media: top of the page', '/en/#home'],
  ] as const)("links the logo to the top of the %s page, named by the image's alt alone", (language, name, href) => {
    renderInLanguage(<TopBar companyName="Exemplu Media" logoUrl="/logo.svg" language={language} />, language)
    const link = screen.getByRole('link', { name })
    expect(link).toHaveAttribute('href', href)
    expect(link).not.toHaveAttribute('aria-label')
    expect(within(link).getByRole('img', { name })).toHaveAttribute('src', '/logo.svg')
  })

  it("links the site's icon home without a logo: the company's initials the build draws", () => {
    renderInLanguage(<TopBar companyName="Exemplu Media" logoUrl={null} language="en" />, 'en')
    const link = screen.getByRole('link', { name: 'Exemplu Media: top of the page' })
    expect(link).toHaveAttribute('href', '/en/#home')
    expect(within(link).getByRole('img')).toHaveAttribute('src', '/favicon.svg')
  })

  it.each(LANGUAGES)(
    "has an anchor to each linked section, in page order, named by its link's text (%s)",
    (language) => {
      renderInLanguage(<TopBar companyName="Exemplu Media" logoUrl={null} language={language} />, language)
      const nav = screen.getByRole('navigation')
      const links = within(nav).getAllByRole('link')
      expect(links.map((link) => link.textContent)).toEqual(
        LINKED_SECTIONS.map(({ link }) => translations[language][link]),
      )
      expect(links.map((link) => link.getAttribute('href'))).toEqual(LINKED_SECTIONS.map(({ id }) => `#${id}`))
    },
  )

  describe('active link', () => {
    const [first, ...below] = LINKED_SECTIONS
    /** Each linked section below the first, a screen apart, each movable to the top. */
    const placeBelow = () =>
      below.map((section, index) => ({ section, ...placeSection(section.id, 800 * (index + 1)) }))
    const linkTo = ({ link }: LinkedSection) => screen.getByRole('link', { name: translations.en[link] })

    it(`is the first linked section's at start (${first.id})`, () => {
      placeBelow()
      renderInLanguage(<TopBar companyName="Exemplu Media" logoUrl={null} language="en" />, 'en')
      expect(linkTo(first)).toHaveAttribute('aria-current', 'location')
      for (const section of below) expect(linkTo(section)).not.toHaveAttribute('aria-current')
    })

    it('follows scrolling to each linked section in turn', () => {
      jest.useFakeTimers()
      const placed = placeBelow()
      renderInLanguage(<TopBar companyName="Exemplu Media" logoUrl={null} language="en" />, 'en')

      // Within 10 px of the top counts as reached.
      for (const { section, moveTo } of placed) {
        moveTo(4)
        act(() => {
          window.dispatchEvent(new Event('scroll'))
          jest.advanceTimersByTime(15)
        })
        expect(linkTo(section)).toHaveAttribute('aria-current', 'location')
        expect(screen.getAllByRole('link', { current: 'location' })).toHaveLength(1)
      }
      jest.useRealTimers()
    })
  })
})
