import React from 'react'
import * as styles from './SectionHeading.module.css'

type SectionHeadingProps = { id: string; title: string; intro: string; className?: string }

/** A section's title (the target of its `aria-labelledby`) and its line of introduction. */
export function SectionHeading({ id, title, intro, className = '' }: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${className}`}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
    </div>
  )
}
