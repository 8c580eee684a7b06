import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import webpack, { type Configuration, type RuleSetRule, type WebpackPluginInstance } from 'gatsby/webpack'
import { DEFAULT_UI_LANGUAGE, EDITOR_CONFIG_FILES, EDITOR_PAGE_WORDS, UI_LANGUAGES } from '../../cms/uiLanguage'

/**
 * The editor at /admin/ is built apart from the page, so that the page's bundle holds none of it:
 * - Decap CMS and React are the prebuilt files of their npm packages, copied as they are (React's UMD build
 *   is the global React that Decap's bundle expects, and the editor's own code shares it);
 * - the editor's code (src/cms/: file formats, previews with the page's components) is compiled by a webpack
 *   configuration derived from Gatsby's, so the components, their CSS modules and fonts build as on the page.
 * The file names do not change from one build to the next: no cache rule makes them immutable (_headers).
 * Its config.yml holds the site's address, so it is written with the other files after the build
 * (publicFiles.ts).
 */

/** Where the editor is published, in public/: its files are not the page's. */
export const ADMIN_DIR = 'admin'

/**
 * What a path under /admin/ that is not one of the editor's files answers (netlify.toml), with status 404: in
 * both languages of the editor, as nothing here knows which one the visitor chose.
 */
const NOT_FOUND_HTML = `<!doctype html>
<html lang="${DEFAULT_UI_LANGUAGE}">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${EDITOR_PAGE_WORDS.ro.notFound} / ${EDITOR_PAGE_WORDS.en.notFound}</title>
${UI_LANGUAGES.map(
  (language) => `<p lang="${language}">${EDITOR_PAGE_WORDS[language].nothingHere} <a href="/admin/">/admin/</a>.</p>`,
).join('\n')}
</html>
`

const resolveModule = createRequire(__filename).resolve
/** A package's folder: its files are copied by path, as some (React's UMD build) are not in its exports. */
const packageDir = (module: string) => path.dirname(resolveModule(`${module}/package.json`))

/** The packages the page of the editor loads, in order, each as the global the next one reads. */
const PREBUILT = [
  { module: 'react', file: 'umd/react.production.min.js', global: 'React' },
  { module: 'react-dom', file: 'umd/react-dom.production.min.js', global: 'ReactDOM' },
  { module: 'decap-cms-app', file: 'dist/decap-cms-app.js', global: 'DecapCmsApp' },
] as const

const prebuiltName = (file: string) => path.basename(file)

/** Gatsby's plugins that serve the page's own chunks and files, not a separate bundle. */
const PAGE_ONLY_PLUGINS = new Set([
  'MiniCssExtractPlugin',
  'GatsbyWebpackStatsExtractor',
  'StaticQueryMapper',
  'PartialHydrationPlugin',
])

/** Gatsby's rule that compiles node_modules with its babel preset for dependencies: Decap ships compiled. */
const isDependencyRule = (rule: RuleSetRule | '...' | false | null | undefined | 0 | '') =>
  typeof rule === 'object' && !!rule && (JSON.stringify(rule.use) ?? '').includes('babel-preset-gatsby/dependencies')

/** The editor's page, in the interface's default language until the editor knows the one chosen. */
export function adminPageHtml(): string {
  const scripts = [...PREBUILT.map(({ file }) => prebuiltName(file)), 'cms.js']
  const { title, needsJavaScript } = EDITOR_PAGE_WORDS[DEFAULT_UI_LANGUAGE]
  return [
    '<!doctype html>',
    `<html lang="${DEFAULT_UI_LANGUAGE}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title>`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // Decap reads its configuration from here, whether the editor was opened as /admin or /admin/; the editor
    // points it at the file in the interface's language before starting Decap (src/cms/index.tsx).
    `<link rel="cms-config-url" type="text/yaml" href="${EDITOR_CONFIG_FILES[DEFAULT_UI_LANGUAGE]}">`,
    ...scripts.map((script) => `<script defer src="${script}"></script>`),
    '</head>',
    '<body>',
    `<noscript>${needsJavaScript}</noscript>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

/** Gatsby's persistent webpack cache of the page's scripts, moved to a folder of the editor's own beside it. */
function adminCache(pageCache: Configuration['cache']): Configuration['cache'] {
  if (typeof pageCache !== 'object' || pageCache.type !== 'filesystem' || !pageCache.cacheLocation) return false
  return { ...pageCache, name: 'admin', cacheLocation: path.join(path.dirname(pageCache.cacheLocation), 'admin') }
}

/** Builds /admin/ into `outputDir` from `entry`, with a configuration derived from Gatsby's `pageConfig`. */
export async function buildAdmin({
  entry,
  outputDir,
  pageConfig,
}: {
  entry: string
  outputDir: string
  pageConfig: Configuration
}): Promise<void> {
  const pagePlugins = (pageConfig.plugins ?? []).filter(
    (plugin): plugin is WebpackPluginInstance => !!plugin && !PAGE_ONLY_PLUGINS.has(plugin.constructor.name),
  )
  // Gatsby's CSS loaders belong to its own copy of the plugin that extracts CSS: use that copy.
  const CssExtract = (pageConfig.plugins ?? []).find((plugin) => plugin?.constructor.name === 'MiniCssExtractPlugin')
    ?.constructor as (new (options: object) => WebpackPluginInstance) | undefined
  if (!CssExtract)
    throw new Error("Gatsby's webpack configuration has no MiniCssExtractPlugin to build the editor with")
  const config: Configuration = {
    ...pageConfig,
    mode: 'production',
    devtool: false,
    // Gatsby's persistent cache (.cache/webpack, kept between Netlify builds by the adapter), under a name of
    // the editor's own: a warm build then compiles only what changed in src/cms and the components.
    cache: adminCache(pageConfig.cache),
    entry: { cms: entry },
    output: { path: outputDir, filename: '[name].js', publicPath: '/admin/', clean: false },
    module: { ...pageConfig.module, rules: (pageConfig.module?.rules ?? []).filter((rule) => !isDependencyRule(rule)) },
    plugins: [...pagePlugins, new CssExtract({ filename: '[name].css' })],
    optimization: { minimize: true, minimizer: pageConfig.optimization?.minimizer },
    externals: Object.fromEntries(PREBUILT.map(({ module, global }) => [module, global])),
  }
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    webpack(config).run((error, result) => (error ? reject(error) : resolve(result))),
  )
  if (stats?.hasErrors()) {
    throw new Error(`The editor did not build:\n${stats.toString({ all: false, errors: true })}`)
  }
  await mkdir(outputDir, { recursive: true })
  await Promise.all(
    PREBUILT.map(({ module, file }) =>
      copyFile(path.join(packageDir(module), file), path.join(outputDir, prebuiltName(file))),
    ),
  )
  await writeFile(path.join(outputDir, 'index.html'), adminPageHtml())
  await writeFile(path.join(outputDir, '404.html'), NOT_FOUND_HTML)
}
