import { editorFirstLoad, GITHUB_LOGIN } from '../../scripts/bench/editorFirstLoad.mts'
import { adminContentSecurityPolicy } from '../../src/node/afterBuild/contentSecurityPolicy'
import { pagePaths } from '../../src/lib/i18n/languages'
import { expect, openPage, test } from './fixtures'

// The editor as the deployed site serves it, and the page, which must load none of it.

test.describe('the page loads nothing of the editor', () => {
  for (const path of pagePaths()) {
    test(`${path}: no request under /admin/, and no script of the page holds Decap`, async ({ page, request }) => {
      const requested: string[] = []
      page.on('request', (sent) => requested.push(new URL(sent.url()).pathname))
      await openPage(page, path)
      await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      expect(requested.filter((requestedPath) => requestedPath.startsWith('/admin'))).toEqual([])
      const scripts = requested.filter((requestedPath) => requestedPath.endsWith('.js'))
      expect(scripts.length).toBeGreaterThan(2)
      for (const script of scripts) expect(await (await request.get(script)).text()).not.toMatch(/decap/i)
    })
  }
})

test.describe('/admin/ on the deployed site', () => {
  test('is the editor, under its own policy and out of search engines', async ({ request }) => {
    const response = await request.get('/admin/')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-security-policy']).toBe(adminContentSecurityPolicy())
    expect(response.headers()['x-robots-tag']).toBe('noindex')
    expect(await response.text()).toContain('<script defer src="cms.js"></script>')
    expect(await (await request.get('/robots.txt')).text()).toContain('\nDisallow: /admin/\n')
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin')
  })

  test('offers GitHub log-in and asks nothing of another origin: no local backend', async ({ page, baseURL }) => {
    const origins = new Set<string>()
    page.on('request', (sent) => origins.add(new URL(sent.url()).origin))
    await page.goto('/admin/')
    await expect(page.getByRole('button', { name: GITHUB_LOGIN })).toBeVisible()
    await expect(page).toHaveTitle('Editorul site-ului')
    expect(await page.locator('html').getAttribute('lang')).toBe('ro')
    for (const config of ['/admin/config.yml', '/admin/config.en.yml']) {
      const answer = await page.request.get(config)
      expect(answer.status(), config).toBe(200)
      expect(await answer.text(), config).not.toContain('local_backend')
    }
    expect([...origins]).toEqual([new URL(baseURL!).origin])
  })

  // Decap built from its core with only what the configuration uses (src/cms/index.tsx): decap-cms-app's
  // prebuilt bundle, with every backend and widget, is about twice the bound.
  test('fetches at most 700 KB gzipped until its log-in screen', async ({ page }) => {
    const { files, gzipBytes } = await editorFirstLoad(page, '/admin/')
    expect(files.map(({ path }) => path)).toContain('/admin/cms.js')
    expect(gzipBytes, JSON.stringify(files)).toBeLessThanOrEqual(700 * 1024)
  })

  test('answers a path under /admin/ that is no file with 404, not with the page', async ({ request }) => {
    for (const path of ['/admin/x', '/admin/collections/contact']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      expect(html).toContain('Editorul site-ului este la <a href="/admin/">/admin/</a>')
      expect(html).toContain('The content editor is at <a href="/admin/">/admin/</a>')
      expect(html).not.toContain('id="portfolio"')
    }
  })
})
