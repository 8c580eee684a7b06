import { interpolate, type Translations } from './translations'

/**
 * What the page's browser bundle gets for `i18next` (a webpack alias, gatsby-node.ts): the i18n plugin
 * creates an instance, gives it the page's own texts (from the page query) and reads them back through `t`.
 * The page needs no more of i18next (flat keys, `{{name}}` placeholders, no plurals, no nesting, no language
 * detection), and the whole library would be a sixth of the page's JavaScript. The prerendered HTML is still
 * i18next's; __tests__/lib/i18n/browserI18next.test.ts holds the two to the same text for every key.
 */
type InitOptions = {
  resources: Record<string, Record<string, Translations>>
  lng: string
  defaultNS: string
  fallbackNS?: string[]
}

export type BrowserI18n = {
  language: string
  init: (options: InitOptions) => BrowserI18n
  changeLanguage: (language: string) => void
  t: (key: string, values?: Record<string, string>) => string
}

function createInstance(): BrowserI18n {
  let texts: Translations = {}
  const i18n: BrowserI18n = {
    language: '',
    init({ resources, lng, defaultNS, fallbackNS = [] }) {
      const namespaces = resources[lng] ?? {}
      // The default namespace wins over the fallbacks, as in i18next.
      texts = Object.assign({}, ...[...fallbackNS].reverse().map((ns) => namespaces[ns]), namespaces[defaultNS])
      i18n.language = lng
      return i18n
    },
    changeLanguage(language) {
      i18n.language = language
    },
    t: (key, values = {}) => interpolate(texts[key] ?? key, values),
  }
  return i18n
}

const i18next = { createInstance }
export default i18next
