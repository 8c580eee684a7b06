import React from 'react'
import { useTranslation } from 'react-i18next'
import { PortfolioCard } from './PortfolioCard'
import * as styles from './Portfolio.module.css'

type PortfolioProps = { sites: readonly Queries.PortfolioCardFragment[] }

/** The portfolio section: its title and a card per news site. */
export function Portfolio({ sites }: PortfolioProps) {
  const { t } = useTranslation()
  return (
    <section id="portfolio" className="section" aria-labelledby="portfolio-title">
      <h2 id="portfolio-title" className="section-title">
        {t('portfolio')}
      </h2>
      <ul className={styles.list}>
        {sites.map((site) => (
          <li key={site.id}>
            <PortfolioCard site={site} />
          </li>
        ))}
      </ul>
    </section>
  )
}
