import React from 'react'
import { PortfolioCard } from './PortfolioCard'
import { Section } from './Section'
import * as styles from './Portfolio.module.css'

type PortfolioProps = { sites: readonly Queries.PortfolioCardFragment[] }

/** The portfolio section: its title and introduction beside (on wide screens) a card per news site. */
export function Portfolio({ sites }: PortfolioProps) {
  return (
    <Section id="portfolio" classNames={{ section: styles.portfolio, inner: styles.inner, heading: styles.heading }}>
      <ul className={styles.list}>
        {sites.map((site, index) => (
          <li key={site.id}>
            <PortfolioCard site={site} number={index + 1} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
