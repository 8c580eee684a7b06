import React, { type ReactNode } from 'react'
import { SectionHeading } from './SectionHeading'
import { sectionHeading, type SectionWithHeading } from '../lib/sections'

type SectionProps = {
  id: SectionWithHeading['id']
  /** The section's own classes, from its CSS module: its band, the grid of heading and content, the heading. */
  classNames: { section: string; inner: string; heading: string }
  children: ReactNode
}

/**
 * The shell of a section below the landing: a band named by its title, holding its title and introduction
 * (the texts src/lib/sections.ts names for it) and then its content.
 */
export function Section({ id, classNames, children }: SectionProps) {
  const titleId = `${id}-title`
  return (
    <section id={id} className={`section ${classNames.section}`} aria-labelledby={titleId}>
      <div className={classNames.inner}>
        <SectionHeading className={classNames.heading} id={titleId} texts={sectionHeading(id)} />
        {children}
      </div>
    </section>
  )
}
