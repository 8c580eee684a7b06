type LoaderEntry = { loader?: string; options?: { modules?: { localIdentName?: string } | false } }
type Rule = { oneOf?: Rule[]; use?: LoaderEntry[] | LoaderEntry; rules?: Rule[] }

/** Names CSS module classes with a short hash in every css-loader of a webpack configuration's rules. */
export function shortenCssModuleNames(rules: Rule[]): void {
  for (const rule of rules) {
    if (rule.oneOf) shortenCssModuleNames(rule.oneOf)
    if (rule.rules) shortenCssModuleNames(rule.rules)
    for (const entry of [rule.use ?? []].flat()) {
      const modules = entry.options?.modules
      if (entry.loader?.includes('css-loader') && modules) modules.localIdentName = '[hash:base64:6]'
    }
  }
}
