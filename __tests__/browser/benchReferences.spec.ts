import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { writeReactFloor } from '../../scripts/bench/reactFloor.mts'
import { writeSiteWithoutScripts } from '../../scripts/bench/siteWithoutScripts.mts'
import { TAPPED_CONTROLS } from '../../scripts/bench/tapGoal.mts'
import { pagePaths } from '../../src/lib/i18n/languages'
import { expect, test } from './fixtures'

// `npm run bench` reads the site against pages of reference: the limit page (no JavaScript), the React floor
// (the same page hydrated by React 18 alone) and the site without its scripts. The floor stands for what React
// costs only if React does hydrate it, and changes nothing a visitor sees or taps; the site without scripts
// stands for what the site's markup and styles cost only if no script runs on it and everything tapped works.

const LIMIT_PAGE = 'bench/limit-page'
let floor: string
let siteWithoutScripts: string

test.beforeAll(async () => {
  floor = await mkdtemp(path.join(tmpdir(), 'react-floor-'))
  await writeReactFloor(LIMIT_PAGE, floor)
  siteWithoutScripts = await mkdtemp(path.join(tmpdir(), 'no-script-'))
  await writeSiteWithoutScripts('.', siteWithoutScripts, pagePaths())
})
test.afterAll(() =>
  Promise.all([floor, siteWithoutScripts].map((folder) => rm(folder, { recursive: true, force: true }))),
)

/** Opens `pagePath` of `folder` in `page`, its files served from an origin of its own. */
async function openFolder(page: Page, origin: string, folder: string, pagePath = '/') {
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    return route.fulfill({ path: path.join(folder, pathname.endsWith('/') ? `${pathname}index.html` : pathname) })
  })
  await page.goto(`${origin}${pagePath}`)
}

test('the React floor is the limit page, hydrated by React with no error', async ({ page, context }) => {
  await openFolder(page, 'https://react-floor.localhost', floor)
  const hydrated = () =>
    page.evaluate(() =>
      Object.keys(document.getElementById('page') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    )
  await expect.poll(hydrated).toBe(true)
  const limitPage = await context.newPage()
  await openFolder(limitPage, 'https://limit.localhost', LIMIT_PAGE)
  expect(await page.locator('body').innerText()).toBe(await limitPage.locator('body').innerText())
  for (const control of TAPPED_CONTROLS) await expect(page.locator(control.selector).first()).toBeVisible()
  await page.locator('header details > summary').click()
  await expect(page.locator('header details')).toHaveAttribute('open', '')
})

test('the site without scripts is each page of the build, where no script runs and the tapped controls work', async ({
  page,
  browser,
  baseURL,
}) => {
  const scriptsRequested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsRequested.push(request.url())
  })
  const withoutJavaScript = await browser.newPage({ javaScriptEnabled: false })
  for (const pagePath of pagePaths()) {
    await openFolder(page, 'https://no-script.localhost', path.join(siteWithoutScripts, 'public'), pagePath)
    await expect(page.locator('script')).toHaveCount(0)
    await withoutJavaScript.goto(new URL(pagePath, baseURL).href)
    expect(await page.locator('body').innerText()).toBe(await withoutJavaScript.locator('body').innerText())
    for (const control of TAPPED_CONTROLS) await expect(page.locator(control.selector).first()).toBeVisible()
    await page.locator(TAPPED_CONTROLS[1].selector).click()
    await expect(page.locator('header [popover]')).toBeVisible()
  }
  await withoutJavaScript.close()
  expect(scriptsRequested).toEqual([])
})
