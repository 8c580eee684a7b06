import { readdirSync } from 'node:fs'
import { parseAllHeaders } from '@netlify/headers-parser'
import { vcardPath } from '../../src/lib/contact/contactVCard'
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_RECORDS,
  LANGUAGES,
  languageRecord,
  pagePaths,
  type Language,
} from '../../src/lib/i18n/languages'
import { activeLink, CONTENT, expect, openPage, test } from './fixtures'
import { COMPANY, languageButtonName, linkName, mainNavigation, pageTexts } from './pageTexts'

// The site as Netlify serves it: scripts/serve.mts answers through Netlify's own request handlers, which apply
// netlify.toml's rewrites and the headers of netlify.toml and public/_headers.

/** Every header the rules of netlify.toml and public/_headers give a path, as Netlify's own parser reads them. */
async function headersFromRules(path: string): Promise<Record<string, string>> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: ['public/_headers'],
    netlifyConfigPath: 'netlify.toml',
    configHeaders: [],
    minimal: false,
  })
  expect(errors).toEqual([])
  const matching = headers.filter((rule) => 'forRegExp' in rule && rule.forRegExp.test(path))
  return Object.fromEntries(
    matching.flatMap(({ values }) => Object.entries(values)).map(([name, value]) => [name.toLowerCase(), value]),
  )
}

/** What every response must carry, whatever the rules say. */
const SECURITY_HEADERS = {
  'strict-transport-security': /max-age=\d{8,}; includeSubDomains/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-resource-policy': /^same-origin$/,
}

/**
 * What every HTML document must carry: a policy of its own origin only, allowing nothing it does not name. The
 * page and the editor each have theirs, on paths that do not overlap, because Netlify merges a header two
 * matching rules set and a browser then enforces both policies. Scripts, styles and data files run nothing a
 * policy could govern; the files drawn from the content have a policy of their own (uploads.spec.ts).
 */
const DOCUMENT_POLICY = /^default-src 'none';.*base-uri 'self'.*frame-ancestors 'none'/

/**
 * Each document's opener policy, one value (two rules setting it would be merged into an invalid header): the
 * page keeps other sites out of its browsing context group; the editor's log-in pop-up (Netlify's OAuth page)
 * must be able to answer it through `window.opener`.
 */
const openerPolicy = (path: string) => (path.startsWith('/admin/') ? 'same-origin-allow-popups' : 'same-origin')

const REVALIDATE = 'public, max-age=0, must-revalidate'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const hashedScript = `/${readdirSync('public').find((file) => /^app-[0-9a-f]{16,}\.js$/.test(file))}`

type Route = {
  path: string
  /** The file that answers: the path itself, or the target of the rewrite that serves it. */
  servedAs: string
  contentType: RegExp
  cacheControl: string
  language?: Language
}

// `/x/y` and a missing script have no file: netlify.toml's last rule rewrites `/*` to `/index.html`. Netlify's
// local redirects handler skips exactly that rule (it leaves it to a framework's server), so scripts/serve.mts applies it itself; these
// rows prove it does, as Netlify's CDN does. Each other language's path has its own rewrite to its page.
const ROUTES: Route[] = [
  ...LANGUAGE_RECORDS.flatMap(({ code, path }): Route[] => [
    { path, servedAs: path, contentType: /^text\/html/, cacheControl: REVALIDATE, language: code },
    {
      path: `${path}x/y`,
      servedAs: `${path}index.html`,
      contentType: /^text\/html/,
      cacheControl: REVALIDATE,
      language: code,
    },
  ]),
  { path: hashedScript, servedAs: hashedScript, contentType: /javascript/, cacheControl: IMMUTABLE },
  {
    path: '/app-0000000000000000000.js',
    servedAs: '/index.html',
    contentType: /^text\/html/,
    cacheControl: REVALIDATE,
    language: DEFAULT_LANGUAGE,
  },
  { path: '/sitemap.xml', servedAs: '/sitemap.xml', contentType: /xml/, cacheControl: REVALIDATE },
  ...LANGUAGES.map((language) => ({
    path: vcardPath(language),
    servedAs: vcardPath(language),
    contentType: /^text\/vcard; charset=utf-8$/,
    cacheControl: REVALIDATE,
  })),
  {
    path: '/favicon.ico',
    servedAs: '/favicon.ico',
    contentType: /^image\/(x-icon|vnd\.microsoft\.icon)$/,
    cacheControl: REVALIDATE,
  },
  // What the editor reads after a publish until the site shows it (src/cms/publishStatus.ts): never stored.
  {
    path: '/content-version.json',
    servedAs: '/content-version.json',
    contentType: /^application\/json/,
    cacheControl: 'no-store',
  },
  // The editor keeps its file names from one build to the next: never cached as immutable.
  { path: '/admin/', servedAs: '/admin/', contentType: /^text\/html/, cacheControl: REVALIDATE },
  { path: '/admin/cms.js', servedAs: '/admin/cms.js', contentType: /javascript/, cacheControl: REVALIDATE },
]

test.describe('routes under the production rules', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 as ${route.servedAs}, with every header its rules give`, async ({ request }) => {
      const response = await request.get(route.path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expect(headers['content-type']).toMatch(route.contentType)
      expect(headers['cache-control']).toBe(route.cacheControl)
      expect(headers).toMatchObject(await headersFromRules(route.servedAs))
      for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toMatch(pattern)
      if (route.contentType.test('text/html')) {
        expect(headers['content-security-policy']).toMatch(DOCUMENT_POLICY)
        expect(headers['cross-origin-opener-policy']).toBe(openerPolicy(route.path))
      }
      if (route.language) expect(await response.text()).toContain(`<html lang="${route.language}"`)
    })
  }

  test('hashed scripts and styles are cached for a year, page data is revalidated', async ({ page, request }) => {
    const assets: string[] = []
    page.on('response', (response) => assets.push(new URL(response.url()).pathname))
    await openPage(page, '/')
    const hashed = assets.filter((path) => /\.(js|css)$/.test(path) || path.startsWith('/static/'))
    expect(hashed.length).toBeGreaterThan(3)
    for (const path of hashed) {
      expect(path, 'a long-cached file must carry a content hash').toMatch(
        /[-.][0-9a-f]{16,}\.(js|css)$|^\/static\/[0-9a-f]{32}\/|^\/static\/[\w-]+-[0-9a-f]{32}\.woff2$/,
      )
      expect((await request.get(path)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    }
    const pageData = await request.get('/page-data/index/page-data.json')
    expect(pageData.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
  })
})

test.describe("the page's scripts", () => {
  for (const path of pagePaths()) {
    test(`${path}: are each asked for once, and hydrate the page`, async ({ page }) => {
      await openPage(page, path)
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
      )
      expect(scripts.sort()).toEqual([...new Set(scripts)].sort())
      expect(scripts).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/framework-/), expect.stringMatching(/^\/app-/)]),
      )
    })
  }

  // Gatsby names the app's scripts in the HTML and loads the page's component once the page's data has come: the
  // component is bundled with the app (gatsby-browser.tsx), so that it costs no round trip of its own.
  test('are the ones the HTML names: the page comes with the app, not as a script of its own', async ({
    page,
    request,
  }) => {
    const named = [...(await (await request.get('/')).text()).matchAll(/<script src="([^"]+\.js)"/g)].map(
      ([, src]) => src,
    )
    const fetched: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.endsWith('.js')) fetched.push(pathname)
    })
    await openPage(page, '/')
    expect(named).toEqual(expect.arrayContaining([expect.stringMatching(/^\/app-/)]))
    const pageApart =
      'the page component came as a script of its own: does Gatsby still load it with a dynamic import(), ' +
      "which the app's script holds because gatsby-browser.tsx imports it?"
    expect(
      fetched.filter((path) => !named.includes(path)),
      pageApart,
    ).toEqual([])
    expect(
      named.filter((path) => path.startsWith('/component---')),
      pageApart,
    ).toEqual([])
  })

  test("open with V8's compile hint, so that Chromium compiles them as they stream in", async ({ request }) => {
    const html = await (await request.get('/')).text()
    const sources = [...html.matchAll(/<script src="([^"]+\.js)"/g)].map(([, src]) => src)
    expect(sources).toEqual(expect.arrayContaining([expect.stringMatching(/^\/framework-/)]))
    for (const src of sources) {
      expect((await (await request.get(src)).text()).split('\n', 1)[0], src).toBe('//# allFunctionsCalledOnLoad')
    }
  })

  // Chromium restyles the whole page whenever `lang` is set on <html>, even to the value it has, which made a
  // task of the start long on a slow phone.
  test('hydrate the page without writing <html lang>, which the HTML already has right', async ({ page }) => {
    await page.addInitScript(() => {
      const writes: string[] = []
      Object.assign(window, { langWrites: writes })
      new MutationObserver((records) => writes.push(...records.map((record) => record.oldValue ?? ''))).observe(
        document,
        { subtree: true, attributeFilter: ['lang'], attributeOldValue: true },
      )
    })
    for (const { path, code: language } of LANGUAGE_RECORDS) {
      await openPage(page, path)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      // Gatsby applies the page's Head in an effect of a render it schedules after hydration: once the page has
      // drawn a frame and then gone idle, with no task left queued, that has run, however busy the machine.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve))))
      expect(await page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites), path).toEqual([])
    }
  })
})

// Every test fails on a CSP violation (fixtures.ts); this one walks the page's whole journey under the policy.
test.describe('the page under the Content-Security-Policy', CONTENT, () => {
  test('works fully with no CSP violation: language switch, vCard download, scroll-spy', async ({ page }) => {
    await openPage(page, '/')
    await mainNavigation(page, 'ro')
      .getByRole('link', { name: linkName('ro', 'contact') })
      .click()
    await expect(activeLink(page, 'ro')).toHaveText(linkName('ro', 'contact'))
    await page.getByRole('button', { name: languageButtonName('ro') }).click()
    await page.getByRole('menuitemradio', { name: languageRecord('en').name }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: pageTexts('en').contact_button_add_contact }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${COMPANY}.vcf`)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test('the build leaves netlify.toml the only source of rewrites: no adapter output beside it', async () => {
  const { access, readFile } = await import('node:fs/promises')
  // Gatsby's Netlify adapter would rename the pages to [...].html and write _redirects of its own.
  await expect(access('public/_redirects')).rejects.toThrow()
  for (const path of pagePaths()) await expect(access(`public${path}index.html`)).resolves.toBeUndefined()
  const headers = await readFile('public/_headers', 'utf8')
  // The page's: the default language's at the top, each other language's under its path.
  const pageRules = pagePaths().flatMap((path) => (path === '/' ? ['/', '/index.html'] : [`${path}*`]))
  const vcards = LANGUAGES.map(vcardPath)
  const hashedFiles = readdirSync('public')
    .filter((file) => /[-.][0-9a-f]{20}\.(js|css)$/.test(file))
    .sort()
    .map((file) => `/${file}`)
  // The files drawn from the content (uploads.spec.ts): folders, and the favicons at the top.
  const contentFiles = [
    ...['/static/*', '/icons/*', '/og/*', '/vcard/*'],
    ...readdirSync('public')
      .filter((file) => /\.(ico|png|svg)$/.test(file))
      .sort()
      .map((file) => `/${file}`),
  ]
  expect(headers.match(/^[^\s#].*$/gm)).toEqual([
    ...pageRules,
    '/admin/*',
    '/content-version.json',
    ...contentFiles,
    ...hashedFiles,
    ...vcards,
  ])
  expect(headers.match(/^\s+[\w-]+:/gm)).toEqual([
    ...Array(pageRules.length).fill(['  Content-Security-Policy:', '  Cross-Origin-Opener-Policy:']).flat(),
    '  Content-Security-Policy:',
    '  Cross-Origin-Opener-Policy:',
    '  X-Robots-Tag:',
    '  Cache-Control:',
    '  Content-Security-Policy:',
    ...Array(contentFiles.length).fill('  Content-Security-Policy:'),
    ...Array(hashedFiles.length).fill('  Cache-Control:'),
    ...Array(vcards.length).fill(['  Content-Type:', '  Content-Disposition:']).flat(),
  ])
})
