type LocaleEdges = { readonly edges: readonly { readonly node: { readonly data: string | null } }[] }

export type Translations = Record<string, string>

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
