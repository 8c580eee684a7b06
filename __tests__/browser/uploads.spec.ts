import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { CONTENT_FILE_POLICY } from '../../src/node/afterBuild/contentSecurityPolicy'
import { SCRIPTED_SVG } from '../support/svgFiles'
import { expect, openPage, test } from './fixtures'

// What the build publishes from the content (an editor's upload among it) runs nothing, served as Netlify serves
// it (scripts/serve.mts, with the build's public/_headers): the logo as it is under /static/, the images made
// from the content, the icons, the sharing images and the vCards.

/** A file where Gatsby publishes the logo as it is (`publicURL`), written for this test only. */
const SCRIPTED_FILE = path.join('public', 'static', 'uploads-spec', 'logo.svg')
const scriptedPath = `/${path.posix.relative('public', SCRIPTED_FILE)}`

test.beforeAll(async () => {
  await mkdir(path.dirname(SCRIPTED_FILE), { recursive: true })
  await writeFile(SCRIPTED_FILE, SCRIPTED_SVG)
})

test.afterAll(() => rm(path.dirname(SCRIPTED_FILE), { recursive: true, force: true }))

/** What the scripted SVG's script did to the document it runs in, and what it could reach of its storage. */
const scriptEffects = (page: Page) =>
  page.evaluate(() => {
    let stored: string | null
    try {
      stored = localStorage.getItem('svg-script')
    } catch {
      stored = 'no storage: an origin of its own'
    }
    return { ran: document.documentElement.getAttribute('data-script-ran'), stored }
  })

test.describe('an SVG with a script under /static/, opened directly', () => {
  // Chromium says it blocked the script; the tab's favicon is refused to the sandboxed document, whose origin
  // is its own: the site's files are for the site's pages only (Cross-Origin-Resource-Policy).
  test.use({
    expectedConsole: new RegExp(
      `Blocked script execution in '[^']*${scriptedPath}' because the document's frame is sandboxed|` +
        'ERR_BLOCKED_BY_RESPONSE.NotSameOrigin',
    ),
  })

  test("is drawn and runs nothing, with none of the site's storage; served without the policy, it would run", async ({
    page,
  }) => {
    const served = await page.goto(scriptedPath)
    expect(served?.headers()['content-security-policy']).toBe(CONTENT_FILE_POLICY)
    await expect(page.locator('rect')).toBeVisible()
    expect(await scriptEffects(page)).toEqual({ ran: null, stored: 'no storage: an origin of its own' })

    // The same file without the policy runs its script, with the site's storage: what the test above stops.
    await page.route(scriptedPath, async (route) => {
      const response = await route.fetch()
      const headers = response.headers()
      delete headers['content-security-policy']
      await route.fulfill({ response, headers })
    })
    await page.goto(scriptedPath)
    expect(await scriptEffects(page)).toEqual({ ran: 'yes', stored: 'ran' })
  })
})

/** Every file under `folder` of public/, as paths of the site. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join('public', folder), { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.posix.relative('public', path.join(entry.parentPath, entry.name))}`)
}

test("every file drawn from the content is served with the policy that runs nothing, and still shows in the page's <img> and the manifest", async ({
  page,
  request,
}) => {
  await openPage(page, '/')
  const manifest = JSON.parse(await readFile('public/manifest.webmanifest', 'utf8')) as { icons: { src: string }[] }
  // The icons the head links to as files (a small logo is drawn from the page itself, as a data: URL).
  const icons = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').evaluateAll((links) =>
    links
      .map((link) => new URL((link as HTMLLinkElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  )
  const topImages = (await readdir('public')).filter((name) => /\.(ico|png|svg|jpg)$/.test(name)).map((n) => `/${n}`)
  const drawnFromContent = [
    ...(await filesUnder('static')).filter((file) => !file.startsWith('/static/uploads-spec/')),
    ...(await filesUnder('icons')),
    ...(await filesUnder('og')),
    ...(await filesUnder('vcard')),
    ...topImages,
  ]
  // The files the head and the manifest name are among them.
  const named = [...manifest.icons.map(({ src }) => `/${src}`), ...icons]
  expect(drawnFromContent).toEqual(expect.arrayContaining(named))
  expect(topImages).toEqual(expect.arrayContaining(['/favicon.ico', '/favicon.svg']))
  for (const file of drawnFromContent) {
    const response = await request.get(file)
    expect(response.status(), file).toBe(200)
    expect(response.headers()['content-security-policy'], file).toBe(CONTENT_FILE_POLICY)
  }

  // Shown as an image, a policy does not apply: the page draws each icon as it did.
  const widths = await page.evaluate(
    (sources) =>
      Promise.all(
        sources.map(
          (source) =>
            new Promise<number>((resolve) => {
              const image = new Image()
              image.onload = () => resolve(image.naturalWidth)
              image.onerror = () => resolve(0)
              image.src = source
            }),
        ),
      ),
    named,
  )
  expect(widths.every((width) => width > 0)).toBe(true)
})
