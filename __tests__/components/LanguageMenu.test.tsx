import React from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import { LanguageMenu } from '../../src/components/LanguageMenu'
import { renderInLanguage } from '../support/render'

describe('LanguageMenu', () => {
  beforeEach(() => window.localStorage.clear())

  it('shows the current language on its button, in each language', () => {
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    expect(screen.getByRole('button', { name: 'Limba: Română' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens on click and lists every language with its flag and name, the current one checked', async () => {
    renderInLanguage(<LanguageMenu language="en" />, 'en')
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }))
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveAttribute('aria-expanded', 'true')
    const items = screen.getAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual(['Română', 'English'])
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/', '/en/'])
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus()
  })

  it('is driven by the keyboard: arrows move, Escape closes and returns focus', async () => {
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    const button = screen.getByRole('button', { name: 'Limba: Română' })
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('menuitemradio', { name: 'Română' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitemradio', { name: 'Română' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus()
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
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus()
  })

  it('switches to the chosen language: stores it and goes to its URL, keeping the hash', async () => {
    window.history.replaceState(null, '', '/#contact')
    renderInLanguage(<LanguageMenu language="ro" />, 'ro')
    await userEvent.click(screen.getByRole('button', { name: 'Limba: Română' }))
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }))
    expect(window.localStorage.getItem('lang')).toBe('en')
    expect(navigate).toHaveBeenCalledWith('/en/#contact', { state: { scrollAnchor: null, focusLanguageMenu: true } })
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
