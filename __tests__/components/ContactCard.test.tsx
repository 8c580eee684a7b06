import React from 'react'
import { screen } from '@testing-library/react'
import { ContactCard } from '../../src/components/ContactCard'
import { contactCard } from '../support/fixtures'
import { renderInLanguage, translations } from '../support/render'
import { LANGUAGES } from '../../src/lib/i18n/languages'

describe('ContactCard', () => {
  it.each(LANGUAGES)('shows avatar, name, organisation, email, phone and address (%s)', (language) => {
    const text = translations[language]
    renderInLanguage(<ContactCard contact={contactCard(language)} language={language} />, language)
    expect(document.querySelector('img[src="/static/logo.svg"]')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Exemplu Media' })).toBeInTheDocument()
    expect(screen.getByText('Online Media')).toBeInTheDocument()
    expect(screen.getByText(text.contact_label_email)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'contact@example.com' })).toHaveAttribute(
      'href',
      'mailto:contact@example.com',
    )
    expect(screen.getByText(text.contact_label_phone)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '+40 21 000 0000' })).toHaveAttribute('href', 'tel:+40210000000')
    expect(screen.getByText(text.contact_label_address)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: text.contact_button_add_contact })).toHaveAccessibleDescription(
      text.contact_vcard,
    )
  })

  it('draws the logo from the page itself when the build inlined it, with no request of its own', () => {
    const logoDataUri = 'data:image/svg+xml;base64,PHN2Zy8+'
    renderInLanguage(<ContactCard contact={contactCard('ro', { logoDataUri })} language="ro" />, 'ro')
    expect(document.querySelector('img')).toHaveAttribute('src', logoDataUri)
  })

  it.each(LANGUAGES)(
    'links Add to contacts to the static vCard of its language, saved as <Company>.vcf (%s)',
    (language) => {
      renderInLanguage(<ContactCard contact={contactCard(language)} language={language} />, language)
      const link = screen.getByRole('link', { name: translations[language].contact_button_add_contact })
      expect(link).toHaveAttribute('href', `/vcard/${language}.vcf`)
      expect(link).toHaveAttribute('download', 'Exemplu Media.vcf')
    },
  )

  it('offers the QR code of the vCard, named for what it does, and a toggle for it', () => {
    renderInLanguage(<ContactCard contact={contactCard('en')} language="en" />, 'en')
    expect(screen.getAllByRole('img', { name: "Scan to add Exemplu Media to your phone's contacts" })).not.toHaveLength(
      0,
    )
    expect(screen.getByText('Show QR code').tagName).toBe('SUMMARY')
  })

  it('shows the address in the page language', () => {
    renderInLanguage(<ContactCard contact={contactCard('ro')} language="ro" />, 'ro')
    expect(
      screen.getByText('Strada Ștefan cel Mare 12, et. 3, Sector 2, 020121 București, România'),
    ).toBeInTheDocument()
  })

  it.each(['email', 'phone'] as const)('hides the %s when it has no value', (field) => {
    renderInLanguage(<ContactCard contact={contactCard('en', { [field]: null })} language="en" />, 'en')
    expect(screen.queryByRole('link', { name: contactCard('en')[field]! })).not.toBeInTheDocument()
  })

  it('hides every empty field and its label', () => {
    const empty = contactCard('en', { organization: null, email: '', phone: null, address: null, img: null })
    renderInLanguage(<ContactCard contact={empty} language="en" />, 'en')
    expect(screen.queryByText('Online Media')).not.toBeInTheDocument()
    expect(screen.queryByText('Email')).not.toBeInTheDocument()
    expect(screen.queryByText('Phone')).not.toBeInTheDocument()
    expect(screen.queryByText('Address')).not.toBeInTheDocument()
    expect(document.querySelector('img')).not.toBeInTheDocument()
  })

  it('has no Add to contacts and no QR code when no card can be made (no company name)', () => {
    renderInLanguage(<ContactCard contact={contactCard('en', { firstname: '' })} language="en" />, 'en')
    expect(screen.queryByRole('link', { name: 'Add to contacts' })).not.toBeInTheDocument()
    expect(screen.queryByRole('img', { name: /Scan to add/ })).not.toBeInTheDocument()
  })
})
