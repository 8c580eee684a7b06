import React from 'react'
import { useTranslation } from 'react-i18next'
import { PortfolioCard } from './PortfolioCard'
import { SectionHeading } from './SectionHeading'
import * as styles from './Portfolio.module.css'

type PortfolioProps = { sites: readonly Queries.PortfolioCardFragment[] }

/** The portfolio section: its title and introduction beside (on wide screens) a card per news site. */
export function Portfolio({ sites }: PortfolioProps) {
  const { t } = useTranslation()
  return (
    <section id="portfolio" className={`section ${styles.portfolio}`} aria-labelledby="portfolio-title">
      <div className={styles.inner}>
        <SectionHeading
          className={styles.heading}
          id="portfolio-title"
          title={t('portfolio')}
          intro={t('portfolio_intro')}
        />
        <ul className={styles.list}>
          {sites.map((site, index) => (
            <li key={site.id}>
              <PortfolioCard site={site} number={index + 1} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
