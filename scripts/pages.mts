// The site's pages, from its language records (src/lib/i18n/languages.ts), for the scripts that check or measure
// the built site. Node runs these scripts itself, and would warn on loading a .ts file from a package that names
// no module type: tsx loads it.
import { tsImport } from 'tsx/esm/api'

const languages: typeof import('../src/lib/i18n/languages.ts') = await tsImport(
  '../src/lib/i18n/languages.ts',
  import.meta.url,
)

/** Each language's page: `/`, `/en/`. */
export const PAGE_PATHS = languages.pagePaths()

/** Each page's file in the build: `public/index.html`, `public/en/index.html`. */
export const PAGE_FILES = PAGE_PATHS.map((page) => `public${page}index.html`)
