import React from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { LanguageMenu } from '../../src/components/LanguageMenu'
import { LANGUAGE_RECORDS, languageRecord, type Language } from '../../src/lib/i18n/languages'
import { interpolate } from '../../src/lib/i18n/translations'
import { renderInLanguage, translations } from '../support/render'

/** The menu's button on the page in `language`: its label with the language's name ("Limba: Română"). */
const buttonName = (language: Language) =>
  interpolate(translations[language].language_menu_label, { language: languageRecord(language).name })

/** The menu's items, in the records' order: each language by its name in itself. */
const ITEM_NAMES = LANGUAGE_RECORDS.map(({ name }) => name)

/** The page hydrating around the menu: it has hydrated once `pageHydrates` is called. */
jest.mock('../../src/lib/pageHydration', () => {
  let hydrated = () => {}
  return { pageHydrated: new Promise<void>((resolve) => (hydrated = resolve)), pageHydrates: () => hydrated() }
})
const { pageHydrates } = jest.requireMock<{ pageHydrates: () => void }>('../../src/lib/pageHydration')

// jsdom has no popovers, as browsers before 2023: the menu's items stay plain links there. How the menu opens and
// answers the keyboard is the browser's and is tested in one (__tests__/browser/language.spec.ts).
describe('LanguageMenu', () => {
  beforeEach(() => window.localStorage.clear())

  it.each(LANGUAGE_RECORDS.map(({ code }) => code))(
    'shows the current language on its button, which opens the list of languages, in %s',
    (language) => {
      renderInLanguage(<LanguageMenu language={language} />, language)
      const list = screen.getByRole('list', { name: translations[language].language_menu_list })
      expect(screen.getByRole('button', { name: buttonName(language) })).toHaveAttribute('popovertarget', list.id)
      expect(list).toHaveAttribute('popover', 'auto')
    },
  )

  it('lists every language by its name in itself, linked to its page, the current one marked', () => {
    renderInLanguage(<LanguageMenu language="en" />, 'en')
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(ITEM_NAMES)
    expect(links.map((link) => link.getAttribute('href'))).toEqual(LANGUAGE_RECORDS.map(({ path }) => path))
    expect(screen.getByRole('link', { current: true })).toHaveTextContent('English')
  })

  it('switches to the chosen language: stores it and, once the page has hydrated, goes to its URL, keeping the hash', async () => {
    window.history.replaceState(null, '', '/#contact')
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    await userEvent.click(screen.getByRole('link', { name: 'English' }))
    expect(window.localStorage.getItem('lang')).toBe('en')
    expect(navigate).not.toHaveBeenCalled()
    pageHydrates()
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/en/#contact', { state: { scrollAnchor: null, focusLanguageMenu: true } }),
    )
  })

  it('takes focus back after a language switch rendered the page anew, once', async () => {
    window.history.replaceState({ key: 'k', focusLanguageMenu: true }, '')
    renderInLanguage(<LanguageMenu language="en" />, 'en')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus())
    expect(window.history.state).toEqual({ key: 'k', focusLanguageMenu: false })
  })

  it('does nothing when the current language is chosen', async () => {
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    await userEvent.click(screen.getByRole('link', { name: 'Română' }))
    expect(navigate).not.toHaveBeenCalled()
    expect(window.localStorage.getItem('lang')).toBeNull()
  })
})
