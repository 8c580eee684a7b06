import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Contact } from '../components/Contact'
import { logoSource } from '../components/ContactCard'
import { Footer } from '../components/Footer'
import { Landing } from '../components/Landing'
import { Layout } from '../components/Layout'
import { Portfolio } from '../components/Portfolio'
import { PageHead } from '../components/PageHead'
import { TopBar } from '../components/TopBar'
import { useDocumentLanguage } from '../hooks/useDocumentLanguage'
import type { Language } from '../lib/i18n/languages'

export type HomePageContext = { language: Language; buildYear: number }

/** The one page: top bar, landing, portfolio, contact and footer, in the page's language. */
export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, HomePageContext>) {
  const { contact, portfolio } = data
  useDocumentLanguage(pageContext.language)
  if (!contact || !portfolio) throw new Error('The page needs content/contact.json and content/portfolio.json.')
  const logoUrl = logoSource(contact)
  return (
    <Layout>
      <TopBar companyName={contact.firstname} logoUrl={logoUrl} language={pageContext.language} />
      <main id="main" tabIndex={-1}>
        <Landing companyName={contact.firstname} logoUrl={logoUrl} sites={portfolio.sites} />
        <Portfolio sites={portfolio.sites} />
        <Contact contact={contact} language={pageContext.language} />
      </main>
      <Footer
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
