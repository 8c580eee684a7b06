import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import webpack, { type Configuration, type RuleSetRule, type WebpackPluginInstance } from 'gatsby/webpack'
import TerserPlugin from 'terser-webpack-plugin'
import { DecapPatchesPlugin, readDecapPatches } from './decapPatches'
import { DEFAULT_UI_LANGUAGE, EDITOR_CONFIG_FILES, EDITOR_PAGE_WORDS, UI_LANGUAGES } from '../../lib/editor/uiLanguage'

/**
 * The editor at /admin/ is its own app, built apart from the page, so that the page's bundle holds none of it.
 * It runs on React 19, which Decap needs, while the page stays on React 18: the editor's packages (Decap's
 * core, the backends and widgets it registers, React 19) are those of the `cms-packages` workspace
 * (cms-packages/package.json), and one webpack configuration, derived from Gatsby's, bundles src/cms/ with them, the page's
 * components of the previews included (with their CSS modules and fonts, as on the page). Every `react` and
 * `react-dom` in that bundle is the editor's: React 19 refuses elements made by another React, and hooks need
 * a single copy.
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

/** The editor's workspace manifest (cms-packages/package.json), through the link npm makes to it. */
const editorManifest = createRequire(__filename).resolve('cms-packages/package.json')
/** Where npm installs the editor's packages that the page has in another version (React 19, Decap's). */
const EDITOR_MODULES = path.join(path.dirname(editorManifest), 'node_modules')
/** A package's folder, as the editor workspace resolves it. */
const editorPackage = (name: string) => path.dirname(createRequire(editorManifest).resolve(`${name}/package.json`))
/** Whether the editor's workspace has a package of that name. */
const isEditorPackage = (name: string) => {
  try {
    return !!editorPackage(name)
  } catch {
    return false
  }
}
/** The fixes to Decap's components that the build makes (decapPatches.ts); Gatsby builds in the project's folder. */
const DECAP_PATCH_DIR = path.resolve('cms-packages', 'patches')

/**
 * The modules the editor bundles in place of Decap's or its dependencies', each because it runs code made from
 * a string (`eval`, `new Function`), which the editor's policy refuses (adminContentSecurityPolicy): a module
 * imported as `request` from a folder `importedFrom` matches is the stand-in of src/cms/standIns/, which says why.
 */
const STAND_INS = [
  {
    request: /^\.\.\/constants\/configSchema$/,
    importedFrom: /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]actions$/,
    standIn: 'configSchema.ts',
  },
  {
    request: /^@iarna\/toml\/parse-string$/,
    importedFrom: /[\\/]decap-cms-core[\\/]dist[\\/]esm[\\/]formats$/,
    standIn: 'tomlParser.ts',
  },
  { request: /^ts-invariant$/, importedFrom: /[\\/]node_modules[\\/]apollo-/, standIn: 'tsInvariant.ts' },
]

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

/** A page of /admin/, out of search engines, that runs the editor's script: `head` and `body` are its own lines. */
function adminPage(head: string[], body: string[]): string {
  const { title } = EDITOR_PAGE_WORDS[DEFAULT_UI_LANGUAGE]
  return [
    '<!doctype html>',
    `<html lang="${DEFAULT_UI_LANGUAGE}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title>`,
    ...head,
    '<script defer src="cms.js"></script>',
    '</head>',
    '<body>',
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

/** The editor's page, in the interface's default language until the editor knows the one chosen. */
export const adminPageHtml = (): string =>
  adminPage(
    [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      // Decap reads its configuration from here, whether the editor was opened as /admin or /admin/; the editor
      // points it at the file in the interface's language before starting Decap (src/cms/index.tsx).
      `<link rel="cms-config-url" type="text/yaml" href="${EDITOR_CONFIG_FILES[DEFAULT_UI_LANGUAGE]}">`,
    ],
    [`<noscript>${EDITOR_PAGE_WORDS[DEFAULT_UI_LANGUAGE].needsJavaScript}</noscript>`],
  )

/**
 * A preview's /admin/ (src/node/buildMode.ts): no editor, only the production site's editor named in both
 * languages, and the script that sends the visitor there (src/cms/siteEditor.ts).
 */
export const siteEditorPageHtml = (siteEditor: string): string =>
  adminPage(
    [],
    UI_LANGUAGES.map(
      (language) =>
        `<p lang="${language}">${EDITOR_PAGE_WORDS[language].onTheSite} <a href="${siteEditor}">${siteEditor}</a>.</p>`,
    ),
  )

/**
 * Builds /admin/ into `outputDir`: its script from `entry` (the editor, `editor`, or a preview's script that sends
 * the visitor to the production site's), with a configuration derived from Gatsby's `pageConfig`, and its page,
 * `html`; webpack's persistent cache in `cache.directory` under `cache.name` (one per build mode: the compiled
 * previews differ).
 */
export async function buildAdmin({
  entry,
  editor,
  outputDir,
  pageConfig,
  html,
  cache,
}: {
  entry: string
  editor: boolean
  outputDir: string
  pageConfig: Configuration
  html: string
  cache: { directory: string; name: string }
}): Promise<void> {
  const pagePlugins = (pageConfig.plugins ?? []).filter(
    (plugin): plugin is WebpackPluginInstance => !!plugin && !PAGE_ONLY_PLUGINS.has(plugin.constructor.name),
  )
  // Gatsby's CSS loaders belong to its own copy of the plugin that extracts CSS: use that copy.
  const CssExtract = (pageConfig.plugins ?? []).find((plugin) => plugin?.constructor.name === 'MiniCssExtractPlugin')
    ?.constructor as (new (options: object) => WebpackPluginInstance) | undefined
  if (!CssExtract)
    throw new Error("Gatsby's webpack configuration has no MiniCssExtractPlugin to build the editor with")
  const decapPatches = await readDecapPatches(DECAP_PATCH_DIR, isEditorPackage)
  const config: Configuration = {
    ...pageConfig,
    mode: 'production',
    devtool: false,
    // Kept between builds (and between Netlify's, by netlifyAdapter.ts): a warm build compiles only what changed
    // in src/cms and the components. This file stands for the configuration it writes.
    cache: {
      type: 'filesystem',
      cacheDirectory: cache.directory,
      name: cache.name,
      version: decapPatches.namesDigest,
      buildDependencies: { config: [__filename] },
    },
    entry: { cms: entry },
    output: { path: outputDir, filename: '[name].js', publicPath: '/admin/', clean: false },
    module: { ...pageConfig.module, rules: (pageConfig.module?.rules ?? []).filter((rule) => !isDependencyRule(rule)) },
    plugins: [
      ...pagePlugins,
      new CssExtract({ filename: '[name].css' }),
      // js-yaml (through gray-matter) reads JavaScript in YAML with esprima if it is there; Decap's own build
      // leaves it out, and so does this one: the editor reads no such YAML.
      new webpack.IgnorePlugin({ resourceRegExp: /^esprima$/ }),
      new DecapPatchesPlugin(decapPatches.patches, { editor }),
      ...STAND_INS.map(
        ({ request, importedFrom, standIn }) =>
          new webpack.NormalModuleReplacementPlugin(request, (resolveData) => {
            if (importedFrom.test(resolveData.context)) resolveData.request = path.resolve('src/cms/standIns', standIn)
          }),
      ),
    ],
    optimization: {
      minimize: true,
      // swc's minifier for the editor's script, instead of Terser: that script is Decap's megabytes, and Terser
      // took as long to minify it as webpack to compile it, in every cold build; swc takes a small part of that,
      // for a few percent more bytes. The page's small scripts keep Terser; Gatsby's CSS minimizer stays.
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify }),
        ...(pageConfig.optimization?.minimizer ?? []).filter((plugin) => plugin?.constructor.name !== 'TerserPlugin'),
      ],
    },
    resolve: {
      ...pageConfig.resolve,
      // Decap's packages are found in the editor's workspace when npm put them there, after the usual lookup.
      modules: ['node_modules', EDITOR_MODULES],
      alias: {
        ...pageConfig.resolve?.alias,
        react: editorPackage('react'),
        'react-dom': editorPackage('react-dom'),
        // One copy each of what npm installs twice, once for Decap under cms-packages/ and once at the top for a
        // package of Decap's that accepts it too (react-immutable-proptypes takes immutable >= 3.6.2, and
        // apollo-link-context's apollo-utilities graphql up to 15): without these, the editor carries both.
        immutable: editorPackage('immutable'),
        graphql: editorPackage('graphql'),
      },
      // Decap's core and GitHub backend join paths with Node's `path`, in the browser (as its own build does).
      fallback: {
        ...pageConfig.resolve?.fallback,
        path: createRequire(path.join(editorPackage('decap-cms-core'), 'package.json')).resolve('path-browserify'),
      },
    },
  }
  const stats = await new Promise<webpack.Stats | undefined>((resolve, reject) =>
    webpack(config).run((error, result) => (error ? reject(error) : resolve(result))),
  )
  if (stats?.hasErrors()) {
    throw new Error(`The editor did not build:\n${stats.toString({ all: false, errors: true })}`)
  }
  await mkdir(outputDir, { recursive: true })
  await writeFile(path.join(outputDir, 'index.html'), html)
  await writeFile(path.join(outputDir, '404.html'), NOT_FOUND_HTML)
}
