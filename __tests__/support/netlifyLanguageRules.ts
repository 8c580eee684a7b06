import { execFileSync } from 'node:child_process'
import type { LanguageRecord } from '../../src/lib/i18n/languages'

type Redirect = { from: string; to: string; status: number }
type Header = { for: string; values: Record<string, string> }

/**
 * `netlifyToml`'s rewrites and headers as Netlify's own parsers read them. They are ES modules only, which jest's
 * CommonJS cannot load: they run in a process of their own.
 */
function netlifyRules(netlifyToml: string): { redirects: Redirect[]; headers: Header[] } {
  const script = `
    import { parseAllRedirects } from '@netlify/redirect-parser'
    import { parseAllHeaders } from '@netlify/headers-parser'
    const options = { netlifyConfigPath: ${JSON.stringify(netlifyToml)}, minimal: true }
    const { redirects } = await parseAllRedirects({ ...options, redirectsFiles: [], configRedirects: [] })
    const { headers } = await parseAllHeaders({ ...options, headersFiles: [], configHeaders: [] })
    console.log(JSON.stringify({ redirects, headers }))`
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }))
}

const REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * What `netlifyToml` lacks for `languages`, each naming its language: netlify.toml cannot import the language
 * records, so this holds it to them. Every language but the default one needs its rewrite (every path under its
 * page answers with that page, before the catch-all `/*` gives the default one) and its page's cache rule
 * (revalidated on every visit).
 */
export function missingLanguageRules(netlifyToml: string, languages: readonly LanguageRecord[]): string[] {
  const { redirects, headers } = netlifyRules(netlifyToml)
  const catchAll = redirects.findIndex(({ from }) => from === '/*')
  return languages
    .filter(({ path }) => path !== '/')
    .flatMap(({ code, path }) => {
      const rewrite = redirects.findIndex(
        ({ from, to, status }) => from === `${path}*` && to === `${path}index.html` && status === 200,
      )
      const cached = headers.some((rule) => rule.for === `${path}*` && rule.values['Cache-Control'] === REVALIDATE)
      return [
        ...(rewrite === -1 || (catchAll !== -1 && rewrite > catchAll)
          ? [`${code}: no [[redirects]] from "${path}*" to "${path}index.html", status 200, before "/*"`]
          : []),
        ...(cached ? [] : [`${code}: no [[headers]] for "${path}*" with Cache-Control "${REVALIDATE}"`]),
      ]
    })
}
