import React from 'react'
import { interpolate, translationsFromLocales } from '../lib/translations'
import type { Language } from '../lib/languages'

type PageHeadProps = {
  locales: Queries.HomePageQuery['locales']
  companyName: string
  language: Language
}

/** The document head of a page language: `<html lang>`, title and description. */
export function PageHead({ locales, companyName, language }: PageHeadProps) {
  const text = translationsFromLocales(locales)
  const values = { company: companyName }
  return (
    <>
      <html lang={language} />
      <title>{interpolate(text.meta_title, values)}</title>
      <meta name="description" content={interpolate(text.meta_description, values)} />
    </>
  )
}
