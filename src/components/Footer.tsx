import React from 'react'
import { useTranslation } from 'react-i18next'
import { ExternalLink } from './ExternalLink'
import { useCurrentYear } from '../hooks/useCurrentYear'
import * as styles from './Footer.module.css'

type FooterProps = {
  companyName: string
  email: string | null
  sites: readonly Pick<Queries.PortfolioCardFragment, 'id' | 'name' | 'url'>[]
  buildYear: number
}

/**
 * The page's close: © year and company (the visitor's current year, even on a page built in an earlier one),
 * the email address, and the agency's sites.
 */
export function Footer({ companyName, email, sites, buildYear }: FooterProps) {
  const { t } = useTranslation()
  const year = useCurrentYear(buildYear)
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <p className={styles.company} data-cms-field="contact/contact/firstname">
            {companyName}
          </p>
          {email && (
            <p>
              <a href={`mailto:${email}`} data-cms-field="contact/contact/email">
                {email}
              </a>
            </p>
          )}
        </div>
        <nav aria-labelledby="footer-sites">
          <h2 id="footer-sites" className={`eyebrow ${styles.heading}`} data-cms-field="texts/translation/footer_sites">
            {t('footer_sites')}
          </h2>
          <ul className={styles.sites}>
            {sites.map((site) => (
              <li key={site.id}>
                <ExternalLink href={site.url} data-cms-field={`portfolio/portfolio/sites.${sites.indexOf(site)}.site`}>
                  {site.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {year} {companyName}
        </p>
      </div>
    </footer>
  )
}
