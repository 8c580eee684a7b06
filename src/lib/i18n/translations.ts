type LocaleEdges = { readonly edges: readonly { readonly node: { readonly data: string | null } }[] }

export type Translations = Record<string, string>

/**
 * How every i18next instance of the site reads its texts (the page's, through the i18n plugin; the editor's
 * previews; the component tests): keys are flat (`contact_label_phone`, no `.` or `:` nesting), React escapes,
 * and a missing text is never `null`.
 */
export const I18NEXT_OPTIONS = {
  interpolation: { escapeValue: false },
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
} as const

/**
 * The translations a page query returned (`allLocale`), as one key -> text map. For Gatsby's `Head`, where
 * the i18n plugin's providers, and so `useTranslation`, are not available (plugin issue #150).
 */
export function translationsFromLocales(locales: LocaleEdges): Translations {
  return Object.assign({}, ...locales.edges.map(({ node }) => JSON.parse(node.data ?? '{}') as Translations))
}

/** Fills i18next-style `{{name}}` placeholders. */
export function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}
