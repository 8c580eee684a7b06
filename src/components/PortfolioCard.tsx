import React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from 'react-i18next'
import { ExternalLink } from './ExternalLink'
import { ResponsiveImage } from './ResponsiveImage'
import * as styles from './PortfolioCard.module.css'

type PortfolioCardProps = { site: Queries.PortfolioCardFragment }

/** One news site: its front page in the page's language, its name and description, each opening the site. */
export function PortfolioCard({ site }: PortfolioCardProps) {
  const { t } = useTranslation()
  const image = site.image.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.card} aria-labelledby={`site-${site.id}`}>
      {image && (
        <ExternalLink className={styles.imageLink} href={site.url}>
          <ResponsiveImage className={styles.image} image={image} alt={t('portfolio_image_alt', { site: site.name })} />
        </ExternalLink>
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <ExternalLink href={site.url}>
            <span id={`site-${site.id}`}>{site.name}</span>
          </ExternalLink>
        </h3>
        <p className={styles.description}>
          <ExternalLink href={site.url}>{t(site.description)}</ExternalLink>
        </p>
      </div>
    </article>
  )
}

export const query = graphql`
  fragment PortfolioCard on PortfolioSite {
    id
    name: site
    url
    description
    image(language: $language) {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.5, formats: [AUTO, WEBP], placeholder: NONE)
      }
    }
  }
`
