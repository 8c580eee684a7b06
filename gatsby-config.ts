import type { GatsbyConfig } from 'gatsby'
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_RECORDS } from './src/lib/i18n/languages'
import { I18NEXT_OPTIONS } from './src/lib/i18n/translations'
import { siteUrlFrom } from './src/node/siteUrl'
import { netlifyAdapter } from './src/node/netlifyAdapter'
import { BRAND_COLOURS, siteIdentity } from './src/node/afterBuild/siteIcon'
import { CONTENT_TYPE_NAMES, LOCALE_FILE_TYPE_NAME, type ContentFileName } from './src/lib/content/contentTypes'

const siteUrl = siteUrlFrom(process.env)
const site = siteIdentity(__dirname)

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Every URL the site writes ends in a slash (`/`, `/en/`): links, canonical, hreflang and sitemap agree.
  trailingSlash: 'always',
  // Our own adapter: it keeps Gatsby's cache between Netlify builds and nothing else. Netlify's build would
  // otherwise install gatsby-adapter-netlify, which renames index.html to [...].html and writes _headers and
  // _redirects of its own. netlify.toml holds the rewrites and headers.
  adapter: netlifyAdapter(),
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      // content/schemas/ holds the JSON Schemas editors' tools read, not content.
      options: { name: 'content', path: `${__dirname}/content`, ignore: ['**/schemas/**'] },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: `${__dirname}/locales` },
    },
    {
      resolve: 'gatsby-transformer-json',
      options: {
        // Fixed type names, so that moving a file does not rename its GraphQL type. The locale files are
        // read by gatsby-plugin-react-i18next; transformer-json sees them too and gets a type of their own.
        typeName: ({ node }: { node: { sourceInstanceName: string; name: string } }) =>
          node.sourceInstanceName === 'locale'
            ? LOCALE_FILE_TYPE_NAME
            : CONTENT_TYPE_NAMES[node.name as ContentFileName],
      },
    },
    {
      // Apple touch icons, web manifest and theme-color, from the logo the contact card names, or the company's
      // initials without one. The favicon is the page's own (PageHead).
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: site.name,
        short_name: site.name,
        lang: DEFAULT_LANGUAGE,
        start_url: '/',
        background_color: '#ffffff',
        theme_color: BRAND_COLOURS.brand,
        display: 'minimal-ui',
        icon: site.icon,
        cache_busting_mode: 'none',
        include_favicon: false,
        // A manifest per other language, starting at its page.
        localize: LANGUAGE_RECORDS.filter(({ code }) => code !== DEFAULT_LANGUAGE).map(({ code, path }) => ({
          lang: code,
          start_url: path,
        })),
      },
    },
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      // Pinned with i18next 22 and react-i18next 12, the peers of its last release (3.0.1, 2022): npm refuses
      // newer ones. Its redirect is off: it reads storage without try/catch and flashes the default language;
      // our own head script (src/lib/i18n/languageRedirect.ts) does that job before the first paint.
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        siteUrl,
        redirect: false,
        trailingSlash: 'always',
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
  ],
}

export default config
