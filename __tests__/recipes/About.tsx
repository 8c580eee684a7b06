import React from 'react'
import { useTranslation } from 'react-i18next'
import { Section } from './Section'
import * as styles from './About.module.css'

/** The "About us" section: its title and introduction, then a paragraph, all from the locale files. */
export function About() {
  const { t } = useTranslation()
  return (
    <Section id="about" classNames={{ section: styles.section, inner: styles.inner, heading: styles.heading }}>
      <p className={styles.text} data-cms-field="texts/translation/about_text">
        {t('about_text')}
      </p>
    </Section>
  )
}
