import React from 'react'
import { useTranslation } from 'react-i18next'
import * as styles from './Landing.module.css'

type LandingProps = { companyName: string; logoUrl: string | null }

/** The first view: logo, company name, tagline, and buttons down to the portfolio and the contact card. */
export function Landing({ companyName, logoUrl }: LandingProps) {
  const { t } = useTranslation()
  return (
    <section id="home" className={`section ${styles.landing}`} aria-labelledby="home-title">
      <div>
        {logoUrl && <img className={styles.logo} src={logoUrl} alt="" width={112} height={112} />}
        <h1 id="home-title" className={styles.name}>
          {companyName}
        </h1>
        <p className={styles.tagline}>{t('landing_tagline')}</p>
        <div className={styles.actions}>
          <a className="button" href="#portfolio">
            {t('portfolio')}
          </a>
          <a className="button button-secondary" href="#contact">
            {t('contact')}
          </a>
        </div>
      </div>
    </section>
  )
}
