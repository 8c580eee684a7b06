import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { screen, within } from '@testing-library/react'
import type { HeadProps, PageProps } from 'gatsby'
import HomePage, { Head, type HomePageContext } from '../../src/templates/HomePage'
import { homePageData } from '../support/fixtures'
import { renderInLanguage, translations } from '../support/render'
import { LANGUAGES, languageRecord, type Language } from '../../src/lib/i18n/languages'
import { SECTIONS } from '../../src/lib/sections'
import { fieldReference } from '../../src/lib/editMode/editorLink'
import contactFile from '../../content/contact.json'
import portfolioFile from '../../content/portfolio.json'

const props = (language: Language) =>
  ({ data: homePageData(language), pageContext: { language, buildYear: 2026 } }) as unknown as PageProps<
    Queries.HomePageQuery,
    HomePageContext
  > &
    HeadProps<Queries.HomePageQuery, HomePageContext>

describe('HomePage', () => {
  it.each(LANGUAGES)('stacks the top bar, every section in page order and the footer (%s)', (language) => {
    renderInLanguage(<HomePage {...props(language)} />, language)
    expect(screen.getByRole('link', { name: translations[language].skip_to_content })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    expect(screen.getByRole('heading', { level: 1, name: 'Exemplu Media' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('region')
        .map(({ id }) => id),
    ).toEqual(SECTIONS.map(({ id }) => id))
    for (const section of SECTIONS)
      if ('heading' in section)
        expect(screen.getByRole('region', { name: translations[language][section.heading.title] })).toHaveAttribute(
          'id',
          section.id,
        )
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/© \d{4} Exemplu Media/)
  })

  it.each([
    ['ro', 'Exemplu Media: agenție de presă online'],
    ['en', 'Exemplu Media: online media agency'],
  ] as const)('has a head in the page language (%s)', (language, title) => {
    // Gatsby lifts the tags out of Head; as markup they read the same. `<html lang>` is the build's
    // (gatsby-ssr.tsx; head.spec.ts and production.spec.ts read it in the built page).
    const head = renderToStaticMarkup(<Head {...props(language)} />)
    expect(head).toContain(`<title>${title}</title>`)
    expect(head).toMatch(/<meta name="description" content="[^"]*Exemplu Media/)
    expect(head).toContain(`<link rel="canonical" href="https://www.example.com${languageRecord(language).path}"/>`)
  })

  // The edit mode of previews (src/lib/editMode/) opens the editor at the field each piece names.
  it.each(LANGUAGES)('names, on every piece that comes from the content, a field the content has (%s)', (language) => {
    renderInLanguage(<HomePage {...props(language)} />, language)
    const entries: Record<string, unknown> = {
      'contact/contact': contactFile,
      'portfolio/portfolio': portfolioFile,
      'texts/translation': translations[language],
    }
    const pieces = [...document.querySelectorAll('[data-cms-field]')]
    const references = pieces.map((piece) => fieldReference(piece.getAttribute('data-cms-field') ?? '', language))
    for (const reference of references) {
      expect(reference).not.toBeNull()
      const { collection, entry, path } = reference!
      const value = path
        .split('.')
        .reduce<unknown>(
          (data, key) => (data as Record<string, unknown> | undefined)?.[key],
          entries[`${collection}/${entry}`],
        )
      expect([path, value]).toEqual([path, expect.anything()])
    }
    const paths = references.map((reference) => `${reference?.collection}/${reference?.path}`)
    expect(paths).toEqual(
      expect.arrayContaining([
        'texts/landing_tagline',
        'texts/landing_intro',
        'texts/portfolio',
        'texts/portfolio_intro',
        'texts/contact_title',
        'texts/contact_intro',
        `portfolio/sites.1.description.${language}`,
        `portfolio/sites.1.site`,
        `portfolio/sites.1.img.${language}`,
        'contact/phone',
        'contact/email',
        `contact/address.${language}`,
      ]),
    )
  })
})
