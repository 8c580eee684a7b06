import React from 'react'
import { useTranslation } from 'react-i18next'
import type { SectionWithHeading } from '../lib/sections'
import * as styles from './SectionHeading.module.css'

type SectionHeadingProps = { id: string; texts: SectionWithHeading['heading']; className?: string }

/**
 * A section's title (the target of its `aria-labelledby`) and its line of introduction, from the texts the
 * section list names (src/lib/sections.ts); edit mode opens each at its text.
 */
export function SectionHeading({ id, texts, className = '' }: SectionHeadingProps) {
  const { t } = useTranslation()
  return (
    <div className={`${styles.heading} ${className}`}>
      <h2 id={id} className="section-title" data-cms-field={`texts/translation/${texts.title}`}>
        {t(texts.title)}
      </h2>
      <p className={styles.intro} data-cms-field={`texts/translation/${texts.intro}`}>
        {t(texts.intro)}
      </p>
    </div>
  )
}
