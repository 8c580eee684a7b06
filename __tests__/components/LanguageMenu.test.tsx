import React from 'react'
import { fireEvent, screen, waitFor } from '@testing-library/react'
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
const LAST_ITEM_NAME = ITEM_NAMES[ITEM_NAMES.length - 1]

/** The page hydrating around the menu: it has hydrated once `pageHydrates` is called. */
jest.mock('../../src/lib/pageHydration', () => {
  let hydrated = () => {}
  return { pageHydrated: new Promise<void>((resolve) => (hydrated = resolve)), pageHydrates: () => hydrated() }
})
const { pageHydrates } = jest.requireMock<{ pageHydrates: () => void }>('../../src/lib/pageHydration')

describe('LanguageMenu', () => {
  beforeEach(() => window.localStorage.clear())

  it.each(LANGUAGE_RECORDS.map(({ code }) => code))('shows the current language on its button, in %s', (language) => {
    renderInLanguage(<LanguageMenu language={language} />, language)
    expect(screen.getByRole('button', { name: buttonName(language) })).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens on click and lists every language with its flag and name, the current one checked, focused once drawn', async () => {
    renderInLanguage(<LanguageMenu language="en" />, 'en')
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }))
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveAttribute('aria-expanded', 'true')
    const items = screen.getAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual(ITEM_NAMES)
    expect(items.map((item) => item.getAttribute('href'))).toEqual(LANGUAGE_RECORDS.map(({ path }) => path))
    expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(
      LANGUAGE_RECORDS.map(({ code }) => String(code === 'en')),
    )
    // A pointer's open moves focus after the frame that draws the menu (useMenuButton).
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus())
  })

  it('opened by a pointer, is drawn before focus moves into it; from the keyboard, focus moves at once', async () => {
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    const button = screen.getByRole('button', { name: 'Limba: Română' })
    const current = () => screen.getByRole('menuitemradio', { name: 'Română' })
    // A pointer's click counts itself (`detail`); the menu opens in this task, focus follows the next frame.
    fireEvent.click(button, { detail: 1 })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(current()).not.toHaveFocus()
    await waitFor(() => expect(current()).toHaveFocus())
    fireEvent.click(button, { detail: 1 })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    // Enter on the button clicks it with no count.
    fireEvent.click(button, { detail: 0 })
    expect(current()).toHaveFocus()
  })

  it('is driven by the keyboard: arrows move, Escape closes and returns focus', async () => {
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    const button = screen.getByRole('button', { name: 'Limba: Română' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('menuitemradio', { name: 'Română' })).toHaveFocus()
    for (const name of [...ITEM_NAMES.slice(1), ITEM_NAMES[0]]) {
      await userEvent.keyboard('{ArrowDown}')
      expect(screen.getByRole('menuitemradio', { name })).toHaveFocus()
    }
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('menuitemradio', { name: LAST_ITEM_NAME })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
  })

  it('opens with Space and with ArrowUp on the last item', async () => {
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    const button = screen.getByRole('button', { name: 'Limba: Română' })
    button.focus()
    await userEvent.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await userEvent.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitemradio', { name: LAST_ITEM_NAME })).toHaveFocus()
  })

  it('switches to the chosen language: stores it and, once the page has hydrated, goes to its URL, keeping the hash', async () => {
    window.history.replaceState(null, '', '/#contact')
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    await userEvent.click(screen.getByRole('button', { name: 'Limba: Română' }))
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }))
    expect(window.localStorage.getItem('lang')).toBe('en')
    expect(navigate).not.toHaveBeenCalled()
    pageHydrates()
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/en/#contact', { state: { scrollAnchor: null, focusLanguageMenu: true } }),
    )
    expect(screen.getByRole('button', { name: 'Limba: Română' })).toHaveFocus()
  })

  it('takes focus back after a language switch rendered the page anew, once', async () => {
    window.history.replaceState({ key: 'k', focusLanguageMenu: true }, '')
    renderInLanguage(<LanguageMenu language="en" />, 'en')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus())
    expect(window.history.state).toEqual({ key: 'k', focusLanguageMenu: false })
  })

  it('does nothing but close when the current language is chosen', async () => {
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    await userEvent.click(screen.getByRole('button', { name: 'Limba: Română' }))
    await userEvent.keyboard(' ')
    expect(navigate).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Limba: Română' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when the pointer goes down outside it', async () => {
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    await userEvent.click(screen.getByRole('button', { name: 'Limba: Română' }))
    await userEvent.click(document.body)
    expect(screen.getByRole('button', { name: 'Limba: Română' })).toHaveAttribute('aria-expanded', 'false')
  })
})
