import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { logoSource } from '../components/ContactCard'
import { Footer } from '../components/Footer'
import { hydratedApart } from '../components/hydratedApart'
// Before Layout, whose global style sheet PageSections places among the sections' sheets.
import { PageSections, pageContent } from '../components/PageSections'
import { Layout } from '../components/Layout'
import { PageHead } from '../components/PageHead'
import { TopBar } from '../components/TopBar'
import { useDocumentLanguage } from '../hooks/useDocumentLanguage'
import type { Language } from '../lib/i18n/languages'

export type HomePageContext = { language: Language; buildYear: number }

const FooterApart = hydratedApart(Footer)

/**
 * The one page: top bar, the sections (src/lib/sections.ts) and footer, in the page's language. The top bar is
 * the frame React hydrates first; each section and the footer is hydrated apart (hydratedApart).
 */
export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, HomePageContext>) {
  useDocumentLanguage(pageContext.language)
  const content = pageContent(data)
  const { contact, portfolio } = content
  return (
    <Layout>
      <TopBar companyName={contact.firstname} logoUrl={logoSource(contact)} language={pageContext.language} />
      <main id="main" tabIndex={-1}>
        <PageSections content={content} language={pageContext.language} />
      </main>
      <FooterApart
        companyName={contact.firstname}
        email={contact.email}
        sites={portfolio.sites}
        buildYear={pageContext.buildYear}
      />
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Queries.HomePageQuery, HomePageContext>) {
  return <PageHead data={data} language={pageContext.language} />
}

export const query = graphql`
  query HomePage($language: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    # Each content file under its name: the sections read them so (PageContent, src/components/PageSections.tsx).
    portfolio: portfolioJson {
      sites {
        ...PortfolioCard
      }
    }
    contact: contactJson {
      ...ContactCard
    }
  }
`
