import React, { type ComponentType } from 'react'
import { Contact } from './Contact'
import { logoSource } from './ContactCard'
import { Landing } from './Landing'
// The page's style sheet follows the order of first imports, and the cascade depends on it where a global
// class and a section's own style the same element: the contact's and landing's sheets come before the
// global one, the portfolio's after it, as on the page this list replaced.
import '../styles/global.css'
import { Portfolio } from './Portfolio'
import { hydratedApart } from './hydratedApart'
import { CONTENT_FILE_NAMES, contentFilePath, type ContentFileName } from '../lib/content/contentTypes'
import type { Language } from '../lib/i18n/languages'
import { SECTIONS, type SectionId } from '../lib/sections'

/**
 * What the sections draw: each content file as the page query gives it, under the file's name (the query's
 * alias, `contact: contactJson`), in the page's language. The editor's previews give a draft in the same shape.
 */
export type PageContent = { [Name in ContentFileName]: NonNullable<Queries.HomePageQuery[Name]> }

type PageSectionsProps = { content: PageContent; language: Language }

/**
 * How each section of the list (src/lib/sections.ts) is drawn from the page's content: each hydrated apart
 * (hydratedApart), so that a tap in one waits for that one only.
 */
const SECTION_COMPONENTS: { [Id in SectionId]: ComponentType<PageSectionsProps> } = {
  home: hydratedApart(({ content }: PageSectionsProps) => (
    <Landing
      companyName={content.contact.firstname}
      logoUrl={logoSource(content.contact)}
      sites={content.portfolio.sites}
    />
  )),
  portfolio: hydratedApart(({ content }: PageSectionsProps) => <Portfolio sites={content.portfolio.sites} />),
  contact: hydratedApart(({ content, language }: PageSectionsProps) => (
    <Contact contact={content.contact} language={language} />
  )),
}

/** The page's sections, in the order of the list. */
export function PageSections(props: PageSectionsProps) {
  return SECTIONS.map(({ id }) => {
    const SectionComponent = SECTION_COMPONENTS[id]
    return <SectionComponent key={id} {...props} />
  })
}

/** The page query's content, which must hold every content file. */
export function pageContent(data: Queries.HomePageQuery): PageContent {
  const missing = CONTENT_FILE_NAMES.filter((name) => !data[name])
  if (missing.length) throw new Error(`The page needs ${missing.map(contentFilePath).join(' and ')}.`)
  return data as PageContent
}
