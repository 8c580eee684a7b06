import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { startEditMode } from '../../src/editMode/editModeBar'

/** A page with a text, a link and a piece of the contact card, as the components mark them. */
function page(language: string) {
  document.documentElement.lang = language
  document.body.innerHTML = `
    <p data-cms-field="texts/translation/landing_tagline">Tagline</p>
    <a href="#portfolio">Portfolio</a>
    <a href="tel:+40210000000" data-cms-field="contact/contact/phone">+40 21 000 0000</a>
    <p data-cms-field="portfolio/portfolio/sites.1.description.{language}">Business news</p>`
}

let started: ReturnType<typeof startEditMode> | undefined
const start = (open: (url: string) => void, editor = '/admin/') => (started = startEditMode(document, editor, open))
afterEach(() => started?.setEditing(false))

describe('startEditMode', () => {
  it('offers "Editează" on the Romanian page, and in edit mode a click on a text opens the editor at its field', async () => {
    page('ro')
    const open = jest.fn()
    start(open)
    const toggle = screen.getByRole('button', { name: 'Editează' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(screen.getByText('Tagline'))
    expect(open).not.toHaveBeenCalled()

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByText('Tagline'))
    expect(open).toHaveBeenLastCalledWith(
      '/admin/?field=landing_tagline&locale=ro#/collections/texts/entries/translation',
    )
  })

  it('makes every piece reachable by Tab and opens it with Enter, on the English side on the English page', async () => {
    page('en')
    const open = jest.fn()
    start(open)
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const description = screen.getByText('Business news')
    expect(description).toHaveAttribute('tabindex', '0')
    description.focus()
    await userEvent.keyboard('{Enter}')
    expect(open).toHaveBeenLastCalledWith(
      '/admin/?field=sites.1.description.en&locale=en#/collections/portfolio/entries/portfolio',
    )
  })

  it("opens the editor it is given: a preview's opens the production site's", async () => {
    page('ro')
    const open = jest.fn()
    start(open, 'https://www.example.com/admin/')
    await userEvent.click(screen.getByRole('button', { name: 'Editează' }))
    await userEvent.click(screen.getByText('Tagline'))
    expect(open).toHaveBeenLastCalledWith(
      'https://www.example.com/admin/?field=landing_tagline&locale=ro#/collections/texts/entries/translation',
    )
  })

  it("keeps the page's links from navigating, and gives the page back when left", async () => {
    page('ro')
    const open = jest.fn()
    start(open)
    const toggle = screen.getByRole('button', { name: 'Editează' })
    await userEvent.click(toggle)
    const link = screen.getByRole('link', { name: 'Portfolio' })
    const followed = jest.fn()
    document.addEventListener('click', (event) => followed(event.defaultPrevented))
    await userEvent.click(link)
    expect(followed).toHaveBeenCalledTimes(0)
    expect(open).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('link', { name: '+40 21 000 0000' }))
    expect(open).toHaveBeenLastCalledWith('/admin/?field=phone&locale=ro#/collections/contact/entries/contact')

    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByText('Tagline')).not.toHaveAttribute('tabindex')
    await userEvent.click(link)
    expect(followed).toHaveBeenCalledWith(false)
  })
})
