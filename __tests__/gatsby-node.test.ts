/** @jest-environment node */
import type { CreatePageArgs, CreateWebpackConfigArgs, ParentSpanPluginArgs } from 'gatsby'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { onCreatePage, onCreateWebpackConfig, onPreBootstrap, onPreInit } from '../gatsby-node'
import { noteBuildMode } from '../src/node/buildMode'
import { contentFixture, type ContentFixture } from './support/contentFixture'

// The editor's bundle is compiled by webpack in its own right; these tests read only the page's configuration.
jest.mock('../src/node/bundles/adminBundle', () => ({
  ADMIN_DIR: 'admin',
  buildAdmin: jest.fn(),
  adminPageHtml: () => '',
  siteEditorPageHtml: () => '',
}))

// The rule itself, for every pair of modes, is buildMode.test.ts's; editMode.spec.ts builds a preview where a
// production build was.
describe('a production build where the last build had edit mode (onPreInit)', () => {
  const projectRoot = process.cwd()
  let root: string
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'build-mode-'))
    mkdirSync(path.join(root, 'public'))
    writeFileSync(path.join(root, 'public', 'app-1234.js'), '')
    process.chdir(root)
  })
  afterEach(() => {
    process.chdir(projectRoot)
    rmSync(root, { recursive: true, force: true })
  })

  const run = () =>
    (onPreInit as (args: ParentSpanPluginArgs) => Promise<void>)({
      reporter: { info: jest.fn(), panic: jest.fn() },
    } as unknown as ParentSpanPluginArgs)

  it("starts from no public/, so that none of that build's scripts stays", async () => {
    await noteBuildMode(root, '/admin/')
    await run()
    expect(existsSync(path.join(root, 'public'))).toBe(false)
  })

  it('keeps public/ after a production build', async () => {
    await noteBuildMode(root, false)
    await run()
    expect(existsSync(path.join(root, 'public', 'app-1234.js'))).toBe(true)
  })
})

describe('the build stops on content mistakes (onPreBootstrap)', () => {
  let fixture: ContentFixture
  const projectRoot = process.cwd()
  beforeEach(async () => {
    fixture = await contentFixture()
    process.chdir(fixture.root)
  })
  afterEach(async () => {
    process.chdir(projectRoot)
    await fixture.cleanUp()
  })

  const reporter = () => ({ warn: jest.fn(), panicOnBuild: jest.fn() })
  const run = (fake: ReturnType<typeof reporter>) =>
    (onPreBootstrap as (args: ParentSpanPluginArgs) => Promise<void>)({
      reporter: fake,
    } as unknown as ParentSpanPluginArgs)

  it('with every problem, one line each, naming file and field', async () => {
    await fixture.editJson('content/portfolio.json', (data) => (data.sites[0].url = 'javascript:alert(1)'))
    await fixture.editJson('content/contact.json', (data) => (data.firstname = ''))
    const fake = reporter()
    await run(fake)
    expect(fake.panicOnBuild).toHaveBeenCalledWith(
      [
        'The content has 2 problem(s):',
        'content/contact.json: firstname: must not be empty, got ""',
        'content/portfolio.json: sites[0].url: must be an https:// URL, with no spaces, got "javascript:alert(1)"',
      ].join('\n'),
    )
  })

  it('goes on, with a warning, for a translation nothing uses', async () => {
    await fixture.editJson('locales/en/translation.json', (data) => (data.unused_key = 'Unused'))
    await fixture.editJson('locales/ro/translation.json', (data) => (data.unused_key = 'Nefolosit'))
    const fake = reporter()
    await run(fake)
    expect(fake.panicOnBuild).not.toHaveBeenCalled()
    expect(fake.warn).toHaveBeenCalledTimes(2)
  })

  it('goes on quietly with the shipped content', async () => {
    const fake = reporter()
    await run(fake)
    expect(fake.panicOnBuild).not.toHaveBeenCalled()
    expect(fake.warn).not.toHaveBeenCalled()
  })
})

describe('the English page (onCreatePage)', () => {
  const actions = () => ({ createPage: jest.fn(), deletePage: jest.fn() })
  const run = (page: object, fake: ReturnType<typeof actions>) =>
    (onCreatePage as (args: CreatePageArgs) => void)({ page, actions: fake } as unknown as CreatePageArgs)

  it("gets /en/* instead of the i18n plugin's doubled /en/en/*, and a path with its leading slash", () => {
    const page = {
      path: 'en/',
      matchPath: '/en/en/*',
      component: 'x',
      context: { i18n: { language: 'en', routed: true } },
    }
    const fake = actions()
    run(page, fake)
    expect(fake.deletePage).toHaveBeenCalledWith(page)
    expect(fake.createPage).toHaveBeenCalledWith({ ...page, path: '/en/', matchPath: '/en/*' })
  })

  it('leaves the Romanian page, and a page already right, alone', () => {
    const fake = actions()
    run({ path: '/', matchPath: '/*', context: { i18n: { language: 'ro', routed: false } } }, fake)
    run({ path: '/en/', matchPath: '/en/*', context: { i18n: { language: 'en', routed: true } } }, fake)
    expect(fake.createPage).not.toHaveBeenCalled()
    expect(fake.deletePage).not.toHaveBeenCalled()
  })
})

describe("the page's browser bundle (onCreateWebpackConfig)", () => {
  const GATSBY_ENTRY = '/site/.cache/production-app'
  const FONT_RULE = { test: /\.woff2$/, use: ['url-loader'] }
  const run = async (stage: string) => {
    const replaceWebpackConfig = jest.fn()
    await (onCreateWebpackConfig as (args: CreateWebpackConfigArgs) => Promise<void>)({
      stage,
      getConfig: () => ({
        entry: { app: GATSBY_ENTRY },
        module: { rules: [FONT_RULE] },
        resolve: { alias: {} },
        plugins: [],
        cache: { type: 'filesystem', name: stage },
      }),
      actions: { replaceWebpackConfig },
      plugins: {
        define: (definitions: object) => ({ definitions }),
        banner: (options: object) => ({ banner: options }),
      },
      rules: { fonts: () => FONT_RULE },
      loaders: { file: () => 'file-loader' },
    } as unknown as CreateWebpackConfigArgs)
    return replaceWebpackConfig.mock.calls[0][0]
  }

  const EDIT_MODE_OFF = { definitions: { EDIT_MODE: 'false' } }

  it("has V8 compile the page's scripts as they stream in: its compile hint is each script's first line", async () => {
    expect((await run('build-javascript')).plugins).toEqual([
      EDIT_MODE_OFF,
      { banner: { banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage: 450 } },
    ])
  })

  it('tells every stage that this build has no edit mode (no CONTEXT: a production build)', async () => {
    expect((await run('develop')).plugins).toEqual([EDIT_MODE_OFF])
    expect((await run('build-html')).plugins[0]).toEqual(EDIT_MODE_OFF)
    expect((await run('build-javascript')).plugins[0]).toEqual(EDIT_MODE_OFF)
  })

  it("tells webpack's persistent cache of every stage the build's mode, so that no build takes the other's modules", async () => {
    for (const stage of ['develop', 'build-html', 'build-javascript'])
      expect((await run(stage)).cache).toEqual({ type: 'filesystem', name: stage, version: 'production' })
  })

  it('emits every font as a file in every stage', async () => {
    for (const stage of ['develop', 'build-html', 'build-javascript'])
      expect((await run(stage)).module.rules).toEqual([{ test: FONT_RULE.test, use: ['file-loader'] }])
  })

  it("starts from Gatsby's own entry in every stage", async () => {
    for (const stage of ['develop', 'build-html', 'build-javascript'])
      expect((await run(stage)).entry.app).toBe(GATSBY_ENTRY)
  })
})
