import React from 'react'
import { graphql } from 'gatsby'
import { Section } from './Section'
import * as styles from './Services.module.css'

type ServicesProps = { services: Queries.ServicesFragment['services'] }

/** The services section: its title and introduction, then each service's name and description. */
export function Services({ services }: ServicesProps) {
  return (
    <Section id="services" classNames={{ section: styles.section, inner: styles.inner, heading: styles.heading }}>
      <ul className={styles.list}>
        {services.map(({ id, name, description }) => (
          <li key={id} className={styles.service}>
            <h3>{name}</h3>
            <p>{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export const query = graphql`
  fragment Services on ServicesJson {
    services {
      id
      name(language: $language)
      description(language: $language)
    }
  }
`
