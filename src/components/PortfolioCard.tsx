import React from 'react'
import { graphql } from 'gatsby'
import { useTranslation } from 'react-i18next'
import { ExternalLink } from './ExternalLink'
import { ResponsiveImage } from './ResponsiveImage'
import * as styles from './PortfolioCard.module.css'

type PortfolioCardProps = { site: Queries.PortfolioCardFragment; number: number }

/**
 * One news site: its front page in the page's language, its name (with an external-link mark that shows
 * without hover, phones having none) and address, and its description, each opening the site.
 */
export function PortfolioCard({ site, number }: PortfolioCardProps) {
  const { t } = useTranslation()
  const image = site.image.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.card} aria-labelledby={`site-${site.id}`}>
      {image && (
        <ExternalLink
          className={styles.imageLink}
          href={site.url}
          data-cms-field={`portfolio/portfolio/sites.${number - 1}.img.{language}`}
        >
          <ResponsiveImage className={styles.image} image={image} alt={t('portfolio_image_alt', { site: site.name })} />
        </ExternalLink>
      )}
      <div className={styles.body}>
        <p className={styles.number} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </p>
        <h3 className={styles.title}>
          <ExternalLink
            className={styles.titleLink}
            href={site.url}
            data-cms-field={`portfolio/portfolio/sites.${number - 1}.site`}
          >
            <span id={`site-${site.id}`}>{site.name}</span>
            <svg className={styles.mark} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </ExternalLink>
        </h3>
        <p className={styles.host} data-cms-field={`portfolio/portfolio/sites.${number - 1}.url`}>
          {new URL(site.url).host}
        </p>
        <p className={styles.description}>
          <ExternalLink
            href={site.url}
            data-cms-field={`portfolio/portfolio/sites.${number - 1}.description.{language}`}
          >
            {site.description}
          </ExternalLink>
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
    description(language: $language)
    image(language: $language) {
      childImageSharp {
        gatsbyImageData(
          width: 600
          aspectRatio: 1.5
          formats: [AUTO, WEBP]
          placeholder: NONE
          outputPixelDensities: [0.5, 1, 1.5, 2]
        )
      }
    }
  }
`
