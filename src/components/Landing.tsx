import React from 'react'
import { useTranslation } from 'react-i18next'
import * as styles from './Landing.module.css'

type LandingProps = {
  companyName: string
  logoUrl: string | null
  sites: readonly Pick<Queries.PortfolioCardFragment, 'id' | 'name' | 'url'>[]
}

/**
 * The first screen: who the agency is (logo, name, tagline, one sentence of introduction), the two buttons and,
 * on wide screens, the names of its sites; shorter than the screen so that the portfolio's top shows below
 * it, with an arrow pointing there.
 */
export function Landing({ companyName, logoUrl, sites }: LandingProps) {
  const { t } = useTranslation()
  return (
    <section id="home" className={`section ${styles.landing}`} aria-labelledby="home-title">
      <div className={styles.inner}>
        <div>
          {logoUrl && (
            <img
              className={styles.logo}
              src={logoUrl}
              alt=""
              width={96}
              height={96}
              data-cms-field="contact/contact/img"
            />
          )}
          <p className={`eyebrow ${styles.tagline}`} data-cms-field="texts/translation/landing_tagline">
            {t('landing_tagline')}
          </p>
          <h1 id="home-title" className={styles.name} data-cms-field="contact/contact/firstname">
            {companyName}
          </h1>
          <p className={styles.intro} data-cms-field="texts/translation/landing_intro">
            {t('landing_intro')}
          </p>
          <div className={styles.actions}>
            <a className={`button ${styles.primary}`} href="#portfolio" data-cms-field="texts/translation/portfolio">
              {t('portfolio')}
            </a>
            <a className={`button ${styles.secondary}`} href="#contact" data-cms-field="texts/translation/contact">
              {t('contact')}
            </a>
          </div>
        </div>
        <ul className={styles.sites}>
          {sites.map((site) => (
            <li key={site.id} className={styles.site}>
              <p className={styles.siteName} data-cms-field={`portfolio/portfolio/sites.${sites.indexOf(site)}.site`}>
                {site.name}
              </p>
              <p className={styles.siteHost} data-cms-field={`portfolio/portfolio/sites.${sites.indexOf(site)}.url`}>
                {new URL(site.url).host}
              </p>
            </li>
          ))}
        </ul>
      </div>
      <span className={styles.next} aria-hidden="true" />
    </section>
  )
}
