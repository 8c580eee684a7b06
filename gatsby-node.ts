import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { formatProblem } from './src/node/content/problems'
import { checkSchemaSnapshot } from './src/node/content/schemaSnapshot'
import { validateContent } from './src/node/content/validateContent'
import { localeWithoutChecks } from './src/lib/content/translationChecks'
import { shortenCssModuleNames } from './src/node/bundles/cssModuleNames'
import { StylesInRenderHash } from './src/node/bundles/stylesInRenderHash'
import { ADMIN_DIR, adminPageHtml, buildAdmin, siteEditorPageHtml } from './src/node/bundles/adminBundle'
import { generatedPath } from './src/node/generatedDir'
import {
  charactersMissingFromSubsets,
  keepFontsAsFiles,
  siteCharacters,
  writeFontSubsets,
} from './src/node/bundles/fontSubsets'
import { pageTexts, writePublicFiles } from './src/node/afterBuild/publicFiles'
import { contentVersion, writeContentVersion } from './src/node/afterBuild/contentVersionFile'
import { contactVCardFiles } from './src/node/afterBuild/vcardFiles'
import { builtPages, contactFieldsNotRead } from './src/node/afterBuild/builtPages'
import { translationsFromLocales } from './src/lib/i18n/translations'
import { siteIdentity } from './src/node/afterBuild/siteIcon'
import { CONTENT_TYPE_DEFINITIONS, FIELD_EXTENSIONS } from './src/node/schema/graphqlTypes'
import { cmsTargetFrom } from './src/node/editorConfig/cmsTarget'
import {
  buildModeName,
  editModeEditorFrom,
  isPreviewFrom,
  leaveOtherModesBuild,
  noteBuildMode,
} from './src/node/buildMode'
import { CMS_FIELD_ATTRIBUTE } from './src/lib/editMode/editorLink'
import { assertPublishableSiteUrl, siteUrlFrom } from './src/node/siteUrl'

/** Gatsby runs the build in the project's folder. */
const projectRoot = () => process.cwd()

/**
 * Whether this build has the page's edit mode (Deploy Previews, branch deploys, `npm run cms`), as the editor its
 * links open; false without (src/node/buildMode.ts).
 */
const editMode = editModeEditorFrom(process.env)
/** A preview's /admin/ holds no editor: it sends the editor to the production site's (src/node/buildMode.ts). */
const preview = isPreviewFrom(process.env)

// A Netlify build told too little to publish (no address for a production site, a repository the editor cannot
// commit to) stops first, with what to set. Thrown from gatsby-config.ts, the same error would be swallowed: Gatsby
// would carry on with an empty configuration and fail much later on something else.
// A build whose edit mode differs from the last one's here starts from an empty public/ (src/node/buildMode.ts).
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter }) => {
  try {
    assertPublishableSiteUrl(process.env)
    cmsTargetFrom(process.env)
  } catch (error) {
    reporter.panic((error as Error).message)
  }
  if (await leaveOtherModesBuild(projectRoot(), editMode)) {
    reporter.info('The last build here had another edit mode: public/ is built afresh')
  }
}

// Editors' mistakes stop the build before anything reads the files, all of them at once, each naming the
// file, the field and what is expected (the same check as `npm run check-content`). Then the font files are cut
// down to the characters of the content, before webpack takes them (src/node/bundles/fontSubsets.ts).
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const problems = await validateContent(projectRoot())
  for (const problem of problems.filter(({ severity }) => severity === 'warning')) reporter.warn(formatProblem(problem))
  const errors = problems.filter(({ severity }) => severity === 'error')
  if (errors.length) {
    reporter.panicOnBuild(`The content has ${errors.length} problem(s):\n${errors.map(formatProblem).join('\n')}`)
    return
  }
  await writeFontSubsets(projectRoot(), await siteCharacters(projectRoot()))
}

// The content types' GraphQL schema, declared in full (src/node/schema/graphqlTypes.ts).
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  for (const extension of FIELD_EXTENSIONS) actions.createFieldExtension(extension)
  actions.createTypes(CONTENT_TYPE_DEFINITIONS)
}

// Without edit mode, the components' `data-cms-field` attributes are taken out of the code before it is
// compiled, in every stage: the pages and scripts are then what they would be without them.
export const onCreateBabelConfig: GatsbyNode['onCreateBabelConfig'] = ({ actions }) => {
  if (editMode) return
  actions.setBabelPlugin({
    name: 'babel-plugin-react-remove-properties',
    options: { properties: [CMS_FIELD_ATTRIBUTE] },
  })
}

type I18nPageContext = { i18n?: { language: string; routed: boolean } }

// gatsby-plugin-react-i18next 3.0.1 prefixes the language onto a matchPath twice (`/en/en/*`, plugin issue
// #162) and leaves the leading slash off the path (`en/`): put both right.
// The English texts' record of checks ($translated, src/lib/content/translationChecks.ts) is for the editor and
// the checks: the page's data (the i18n plugin's Locale nodes, in the HTML of /en/) goes without it.
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Locale: { data: { resolve: ({ data }: { data: string | null }) => data && localeWithoutChecks(data) } },
  })
}

export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const { i18n } = page.context as I18nPageContext
  if (!i18n?.routed || !page.matchPath) return
  const matchPath = `/${i18n.language}/*`
  const pagePath = `/${i18n.language}/`
  if (page.matchPath === matchPath && page.path === pagePath) return
  actions.deletePage(page)
  actions.createPage({ ...page, path: pagePath, matchPath })
}

// One page answers every path: `/*` shows it in Romanian, and the i18n plugin adds `/en/*` in English.
// First, the content types' GraphQL schema is compared with the committed snapshot, so a change nobody meant
// fails the build (and CI).
export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const snapshot = await checkSchemaSnapshot(graphql, projectRoot())
  if (snapshot.status === 'written') reporter.info(`Wrote the GraphQL schema snapshot ${snapshot.file}`)
  if (snapshot.status === 'changed') reporter.panicOnBuild(snapshot.message)
  actions.createPage({
    path: '/',
    matchPath: '/*',
    component: path.resolve('src/templates/HomePage.tsx'),
    context: { buildYear: new Date().getFullYear() },
  })
}

/**
 * V8's explicit compile hint (Chromium 136 and later): a first line `//# allFunctionsCalledOnLoad` has the
 * script's functions compiled while it streams in, off the main thread, instead of each on its first call, on
 * it. Nearly all of the page's script runs as it starts (React, Gatsby's runtime, the page), and compiling it
 * there made the start-up tasks long on a slow phone. Other engines read a comment. Written after Terser, which drops comments, and before the
 * source maps are made (webpack's stages 400 and 500), so the maps count the line.
 */
const COMPILE_HINT = {
  banner: '//# allFunctionsCalledOnLoad',
  raw: true,
  test: /\.js$/,
  stage: 450,
}

// In the production build, CSS module class names are short hashes instead of `Component-module--name--hash`:
// each name is written into the page's JavaScript as well as its HTML and CSS. The browser and the server
// renderer must name them alike, so both build stages get the same setting. Fonts are files in every stage
// (keepFontsAsFiles).
// With the page's scripts, the editor (/admin/) is built apart from them (src/node/bundles/adminBundle.ts).
// `EDIT_MODE` is a constant of every stage: false, webpack leaves out the edit mode's module (gatsby-browser);
// else the editor its links open.
// The compiled components differ with edit mode (their attributes), which webpack's persistent cache cannot
// see: its `version` tells the two apart, so a build never takes the other mode's modules.
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = async ({
  stage,
  getConfig,
  actions,
  plugins,
  rules,
  loaders,
}) => {
  const config = getConfig()
  config.module.rules = keepFontsAsFiles(config.module.rules, rules.fonts(), loaders.file())
  config.plugins.push(plugins.define({ EDIT_MODE: JSON.stringify(editMode) }))
  if (config.cache?.type === 'filesystem') config.cache = { ...config.cache, version: buildModeName(editMode) }
  if (stage !== 'build-javascript' && stage !== 'build-html') {
    actions.replaceWebpackConfig(config)
    return
  }
  shortenCssModuleNames(config.module.rules)
  if (stage === 'build-html') {
    actions.replaceWebpackConfig({ ...config, plugins: [...config.plugins, new StylesInRenderHash()] })
    return
  }
  // The page's browser bundle gets the little of i18next and react-i18next the page reads
  // (src/lib/i18n/browserI18next.ts). The server renderer keeps the libraries, so the prerendered HTML is
  // i18next's own, and so does the editor, whose previews build their own i18next instances.
  actions.replaceWebpackConfig({
    ...config,
    // The published source maps map the scripts to their sources without carrying the sources' text, which
    // would put into a production build what the build took out of it (edit mode's attributes).
    devtool: 'nosources-source-map',
    plugins: [...config.plugins, plugins.banner(COMPILE_HINT)],
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve.alias,
        i18next$: path.resolve('src/lib/i18n/browserI18next.ts'),
        'react-i18next$': path.resolve('src/lib/i18n/browserReactI18next.tsx'),
      },
    },
  })
  await buildAdmin({
    entry: path.resolve(preview ? 'src/cms/siteEditor.ts' : 'src/cms/index.tsx'),
    editor: !preview,
    outputDir: path.join(projectRoot(), 'public', ADMIN_DIR),
    pageConfig: config,
    html: preview && editMode ? siteEditorPageHtml(editMode) : adminPageHtml(),
    cache: { directory: generatedPath(projectRoot(), 'webpack'), name: `admin-${buildModeName(editMode)}` },
  })
}

// The files written once the pages exist, from each language's page data (the page query's result, as the
// browser gets it: src/node/afterBuild/builtPages.ts): a sharing image and a vCard per language (the card the
// page builds in the browser), favicon.ico, sitemap.xml, robots.txt and `_headers` (the CSP, with the hashes of
// the inline scripts just written, and the vCards' file names). Last, every page is checked to draw no
// character the font subsets lack.
export const onPostBuild: GatsbyNode['onPostBuild'] = async () => {
  const publicDir = path.join(projectRoot(), 'public')
  const pages = await builtPages(publicDir)
  const notRead = contactFieldsNotRead(pages)
  if (notRead.length) {
    throw new Error(
      `The page reads no ${notRead.join(', ')} of content/contact.json: add ${notRead.length > 1 ? 'them' : 'it'} to ` +
        'the ContactCard fragment (src/components/ContactCard.tsx), which the page, its "Add to contacts" card ' +
        'and the static vCards all read.',
    )
  }
  const socialCards = pages.flatMap(({ language, data }) =>
    data.contact
      ? [{ language, company: data.contact.firstname, tagline: translationsFromLocales(data.locales).landing_tagline }]
      : [],
  )
  await writePublicFiles(publicDir, {
    siteUrl: siteUrlFrom(process.env),
    cmsTarget: preview ? null : cmsTargetFrom(process.env),
    iconPath: path.resolve(projectRoot(), siteIdentity(projectRoot()).icon),
    socialCards,
    vcards: contactVCardFiles(pages),
  })
  await noteBuildMode(projectRoot(), editMode)
  const characters = await siteCharacters(projectRoot())
  for (const { page, text } of await pageTexts(path.join(projectRoot(), 'public'))) {
    const missing = charactersMissingFromSubsets(text, characters)
    if (missing.length) {
      throw new Error(
        `${page} draws ${missing.join(' ')}, which the font subsets lack: add them to WRITTEN_CHARACTERS ` +
          '(src/node/bundles/fontSubsets.ts).',
      )
    }
  }
  // Last: once it is written, the editor takes the site to show what it published (src/cms/publishStatus.ts).
  writeContentVersion(path.join(projectRoot(), 'public'), await contentVersion(projectRoot(), process.env))
}
