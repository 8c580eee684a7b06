import React from 'react'
import { useCurrentYear } from '../hooks/useCurrentYear'
import * as styles from './Footer.module.css'

type FooterProps = { companyName: string; buildYear: number }

/** © year company: the visitor's current year, even on a page built in an earlier one. */
export function Footer({ companyName, buildYear }: FooterProps) {
  const year = useCurrentYear(buildYear)
  return (
    <footer className={styles.footer}>
      <p>
        © {year} {companyName}
      </p>
    </footer>
  )
}
