import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { writeReactFloor } from '../../scripts/bench/reactFloor.mts'
import { TAPPED_CONTROLS } from '../../scripts/bench/tapGoal.mts'
import { expect, test } from './fixtures'

// `npm run bench` reads the site against two pages of reference: the limit page (no JavaScript) and the React
// floor, the same page hydrated by React 18 alone. The floor stands for what React costs only if React does
// hydrate it, and changes nothing a visitor sees or taps.

const LIMIT_PAGE = 'bench/limit-page'
let floor: string

test.beforeAll(async () => {
  floor = await mkdtemp(path.join(tmpdir(), 'react-floor-'))
  await writeReactFloor(LIMIT_PAGE, floor)
})
test.afterAll(() => rm(floor, { recursive: true, force: true }))

/** Opens `folder`'s index.html in `page`, its files served from an origin of its own. */
async function openFolder(page: Page, origin: string, folder: string) {
  await page.route(`${origin}/**`, (route) =>
    route.fulfill({ path: path.join(folder, new URL(route.request().url()).pathname.slice(1) || 'index.html') }),
  )
  await page.goto(`${origin}/`)
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
