import React from 'react'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { ContactCard } from '../../src/components/ContactCard'
import { LANGUAGES, type Language } from '../../src/lib/i18n/languages'
import { contactCard } from '../support/fixtures'
import { BROWSERS, IN_APP_BROWSERS } from '../support/userAgents'
import { bringIntoView } from '../support/intersection'
import { renderInLanguage, translations } from '../support/render'

const inApp = (app: string, phone: string) =>
  IN_APP_BROWSERS.find((browser) => browser.app === app && browser.phone === phone)!.userAgent
const INSTAGRAM_ANDROID = inApp('Instagram', 'Android')
const FACEBOOK_IPHONE = inApp('Facebook', 'iPhone')

function browseWith(userAgent: string, platform = 'Linux armv8l') {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  jest.spyOn(navigator, 'platform', 'get').mockReturnValue(platform)
}

/** Every link clicked, and whether the page let the browser follow it (jsdom cannot: it stops here). */
const clicks: { href: string | null; followed: boolean }[] = []
const recordClick = (event: Event) => {
  clicks.push({ href: (event.target as Element).getAttribute('href'), followed: !event.defaultPrevented })
  event.preventDefault()
}

let blobs: jest.Mock
beforeEach(() => {
  clicks.length = 0
  document.addEventListener('click', recordClick)
  blobs = jest.fn(() => 'blob:card')
  URL.createObjectURL = blobs
  URL.revokeObjectURL = jest.fn()
})
afterEach(() => {
  document.removeEventListener('click', recordClick)
  jest.restoreAllMocks()
  jest.useRealTimers()
})

/** The contact card in `language`, scrolled near enough for the button to know the browser. */
async function showCard(language: Language) {
  renderInLanguage(<ContactCard contact={contactCard(language)} language={language} />, language)
  const button = screen.getByRole('link', { name: translations[language].contact_button_add_contact })
  act(() => bringIntoView(button.parentElement!))
  return button
}

describe('Add to contacts, inside an app', () => {
  it.each(LANGUAGES)(
    'on Android, opens the card in the phone’s browser, with a way out under the button (%s)',
    async (language) => {
      browseWith(INSTAGRAM_ANDROID)
      const text = translations[language]
      const button = await showCard(language)
      await waitFor(() => expect(button).toHaveAttribute('href', expect.stringMatching(/^intent:\/\//)))
      expect(button.getAttribute('href')).toBe(
        'intent://localhost/vcard/' +
          `${language}.vcf#Intent;scheme=http;S.browser_fallback_url=http%3A%2F%2Flocalhost%2Fvcard%2F${language}.vcf;end`,
      )
      expect(button).not.toHaveAttribute('download')
      expect(button).toHaveAccessibleDescription(
        `${text.contact_vcard} ${text.contact_in_app_android} ${text.contact_in_app_open}`,
      )
      expect(screen.getByRole('link', { name: text.contact_in_app_open })).toHaveAttribute(
        'href',
        'intent://localhost/#Intent;scheme=http;S.browser_fallback_url=http%3A%2F%2Flocalhost%2F;end',
      )
      fireEvent.click(button)
      expect(clicks).toEqual([{ href: button.getAttribute('href'), followed: true }])
      expect(blobs).not.toHaveBeenCalled()
    },
  )

  it.each(LANGUAGES)(
    'on iPhone, follows the link to the static card and says how to reach Safari (%s)',
    async (language) => {
      browseWith(FACEBOOK_IPHONE, 'iPhone')
      const text = translations[language]
      const button = await showCard(language)
      expect(await screen.findByText(text.contact_in_app_ios)).toBeVisible()
      expect(button).toHaveAttribute('href', `/vcard/${language}.vcf`)
      expect(button).toHaveAccessibleDescription(`${text.contact_vcard} ${text.contact_in_app_ios}`)
      fireEvent.click(button)
      expect(clicks).toEqual([{ href: `/vcard/${language}.vcf`, followed: true }])
      expect(blobs).not.toHaveBeenCalled()
    },
  )

  it('a tap before the browser is known waits for it, and still makes no Blob', async () => {
    browseWith(INSTAGRAM_ANDROID)
    const assign = jest.fn()
    jest.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost/en/' })
    renderInLanguage(<ContactCard contact={contactCard('en')} language="en" />, 'en')
    fireEvent.click(screen.getByRole('link', { name: 'Add to contacts' }))
    expect(clicks).toEqual([{ href: '/vcard/en.vcf', followed: false }])
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^intent:\/\/localhost\/vcard\/en\.vcf#/)),
    )
    expect(blobs).not.toHaveBeenCalled()
  })
})

describe('Add to contacts, in a browser', () => {
  it('saves the card as a Blob named after the company, and says nothing more', async () => {
    browseWith(BROWSERS.chromeAndroid.userAgent)
    const button = await showCard('en')
    await act(async () => {})
    fireEvent.click(button)
    await waitFor(() => expect(blobs).toHaveBeenCalledTimes(1))
    expect(clicks).toEqual([
      { href: 'blob:card', followed: true },
      { href: '/vcard/en.vcf', followed: false },
    ])
    expect(button).toHaveAttribute('href', '/vcard/en.vcf')
    expect(button).toHaveAttribute('download', 'Exemplu Media.vcf')
    expect(button).toHaveAccessibleDescription(translations.en.contact_vcard)
  })

  it('makes the card once, before the tap, so that taps only hand it over; a changed card is made anew', async () => {
    jest.useFakeTimers()
    browseWith(BROWSERS.chromeAndroid.userAgent)
    const revoke = URL.revokeObjectURL as jest.Mock
    const { rerender } = renderInLanguage(<ContactCard contact={contactCard('en')} language="en" />, 'en')
    const button = screen.getByRole('link', { name: 'Add to contacts' })
    act(() => bringIntoView(button.parentElement!))
    await waitFor(() => expect(blobs).toHaveBeenCalledTimes(1))
    fireEvent.click(button)
    fireEvent.click(button)
    expect(blobs).toHaveBeenCalledTimes(1)
    expect(clicks.filter(({ followed }) => followed)).toEqual([
      { href: 'blob:card', followed: true },
      { href: 'blob:card', followed: true },
    ])

    rerender(<ContactCard contact={{ ...contactCard('en'), phone: '+40 700 000 001' }} language="en" />)
    await waitFor(() => expect(blobs).toHaveBeenCalledTimes(2))
    // The old file outlives a download just started from it.
    expect(revoke).not.toHaveBeenCalled()
    act(() => jest.runAllTimers())
    expect(revoke).toHaveBeenCalledWith('blob:card')
  })

  it('a tap before the browser is known makes the card for itself, and the taps after hand over that file', async () => {
    browseWith(BROWSERS.chromeAndroid.userAgent)
    renderInLanguage(<ContactCard contact={contactCard('en')} language="en" />, 'en')
    const button = screen.getByRole('link', { name: 'Add to contacts' })
    // The button nears the screen and is tapped before the detector has come.
    act(() => bringIntoView(button.parentElement!))
    fireEvent.click(button)
    const saved = () => clicks.filter(({ followed }) => followed)
    await waitFor(() => expect(saved()).toEqual([{ href: 'blob:card', followed: true }]))
    fireEvent.click(button)
    await act(async () => {})
    expect(saved()).toHaveLength(2)
    expect(blobs).toHaveBeenCalledTimes(1)
  })

  it('without a detector (its script failed to load) follows the link, and says so in the console', async () => {
    jest.resetModules()
    jest.doMock('../../src/lib/contact/cardSaving', () => {
      throw new Error('ChunkLoadError')
    })
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const { detectCardSaving } = jest.requireActual<typeof import('../../src/hooks/useCardSaving')>(
      '../../src/hooks/useCardSaving',
    )
    await expect(detectCardSaving()).resolves.toEqual({ way: 'static', inApp: false })
    expect(error).toHaveBeenCalledWith(expect.stringContaining('following the link'), expect.any(Error))
    jest.dontMock('../../src/lib/contact/cardSaving')
  })
})
