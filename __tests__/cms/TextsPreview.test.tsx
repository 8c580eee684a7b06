import React from 'react'
import { render, screen, within } from '@testing-library/react'
import { ContactPreview } from '../../src/cms/previews/ContactPreview'
import { TextsPreview } from '../../src/cms/previews/TextsPreview'
import type { PreviewProps } from '../../src/cms/previews/previewProps'
import contact from '../../content/contact.json'

// What Decap hands a preview template, as far as the previews read it: the draft's data and its assets.
const previewProps = (data: object, locale?: string) =>
  ({
    entry: { get: (key: string) => (key === 'data' ? { toJS: () => data } : undefined) },
    getAsset: (file: string) => `blob:preview/${file}`,
    locale,
  }) as unknown as PreviewProps

describe('the previews', () => {
  // As in the editor (src/node/bundles/adminBundle.ts), whose React is not the page's.
  it("draw with the editor's React, 19", () => {
    expect(React.version).toMatch(/^19\./)
  })

  it('show the contact card being edited in Romanian and in English, each with its own texts', () => {
    render(<ContactPreview {...previewProps({ ...contact, phone: '+40 31 555 0123' })} />)
    const [romanian, english] = screen.getAllByRole('article', { name: 'Exemplu Media' })
    expect(within(romanian).getByRole('link', { name: '+40 31 555 0123' })).toBeInTheDocument()
    expect(within(romanian).getByRole('link', { name: 'Adaugă la contacte' })).toBeInTheDocument()
    expect(within(english).getByRole('link', { name: '+40 31 555 0123' })).toBeInTheDocument()
    expect(within(english).getByRole('link', { name: 'Add to contacts' })).toBeInTheDocument()
  })

  it("show the page's sections with the texts being edited, in the language of the left pane", () => {
    const { container } = render(
      <TextsPreview
        {...previewProps({ contact_button_add_contact: 'Save to your phone', landing_intro: 'Hello' }, 'en')}
      />,
    )
    expect(container.querySelector('[lang="en"]')).not.toBeNull()
    expect(screen.getByText('Hello')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Save to your phone' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Portfolio' })).toBeInTheDocument()
  })
})
