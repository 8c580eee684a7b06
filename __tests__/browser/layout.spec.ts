import { createServer, get, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PORTFOLIO_IMAGE } from '../../src/lib/content/schemas'
import type { Page } from '@playwright/test'
import { LANGUAGE_RECORDS, type Language } from '../../src/lib/i18n/languages'
import { expect, openPage, test } from './fixtures'
import { barLinkNames, COMPANY, languageButtonName, logoName, mainNavigation } from './pageTexts'

// The fixed measures: contact card 360 px (258 px at 400 px or less), portfolio at most 600 px; no sideways scrolling.
const widths = [
  [1280, 360],
  [400, 258],
  [320, 258],
] as const

for (const [width, cardWidth] of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const { code, path } of LANGUAGE_RECORDS) {
      test(`${path}: no sideways scrolling, card and portfolio widths`, async ({ page }) => {
        await openPage(page, path)
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(scrollWidth).toBeLessThanOrEqual(width)
        const card = await page.getByRole('article', { name: COMPANY }).boundingBox()
        expect(card?.width).toBe(cardWidth)
        const portfolio = await page.locator('#portfolio ul').boundingBox()
        expect(portfolio!.width).toBeLessThanOrEqual(600)
        for (const link of await mainNavigation(page, code).getByRole('link').all()) {
          const box = (await link.boundingBox())!
          expect(box.x).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width).toBeLessThanOrEqual(width)
        }
      })
    }
  })
}

test('every section can reach the top of the viewport on a short screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1400 })
  await openPage(page, '/en/')
  const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  const contactY = await page.evaluate(() => document.getElementById('contact')!.offsetTop)
  expect(maxScroll).toBeGreaterThanOrEqual(contactY)
})

test('portfolio images keep their box while they load (no layout shift)', async ({ page }) => {
  await page.route('**/*.{jpg,webp,avif}', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500))
    await route.continue()
  })
  await openPage(page, '/en/')
  const before = await page.locator('#portfolio article').first().boundingBox()
  await page.locator('#portfolio').scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  const after = await page.locator('#portfolio article').first().boundingBox()
  expect(after!.height).toBe(before!.height)
})

/**
 * The first screen's parts as a slow connection or a busy phone's parser may hand them to the browser: where each
 * ends in the page's HTML (the next of these, looked for after the one before), and an element that shows it was
 * parsed.
 */
const FIRST_SCREEN_PARTS = [
  { endsBefore: '<h1 id="home-title"', holds: '#home .eyebrow' },
  { endsBefore: '<a ', holds: '#home-title' },
  { endsBefore: '<ul', holds: '#home a.button' },
]

/**
 * The site's own answer to `url`, whole, over a connection of its own. fetch() would reuse a kept-alive
 * connection, which the site's server may be closing at that very moment: the request then fails, and the
 * page under test misses a file for a reason of the test's own.
 */
function fromSite(url: URL) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { agent: false, headers: { 'accept-encoding': 'identity' } }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('error', reject)
      answer.on('end', () =>
        resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }),
      )
    }).on('error', reject)
  })
}

/**
 * The site behind a server that sends the page at `path` (the site's own answer: its headers, its bytes) up to
 * the end of the first of `parts`, and each further part when `next` is called; every other request passes
 * through. Resolves with its origin.
 */
async function deliverInParts(path: string, parts: { endsBefore: string }[]) {
  const site = test.info().project.use.baseURL!
  const asked: (() => void)[] = []
  // The server waits for its next call only after writing a part, before the browser can have parsed it.
  const nextAsked = () => new Promise<void>((resolve) => asked.push(resolve))
  const server = createServer(async (request, response) => {
    const answer = await fromSite(new URL(request.url!, site)).catch((error: unknown) => {
      // Said to the page (a console error, which fails the test) rather than left unanswered.
      response.writeHead(502, { 'content-type': 'text/plain' }).end(`The site did not answer: ${String(error)}`)
    })
    if (!answer) return
    const { connection: _ownConnection, ...headers } = answer.headers
    response.writeHead(answer.status, headers)
    if (request.url !== path) return void response.end(answer.body)
    const html = answer.body.toString()
    let sent = 0
    for (const { endsBefore } of parts) {
      const end = html.indexOf(endsBefore, sent + 1)
      expect(end, `${endsBefore} after the part before`).toBeGreaterThan(sent)
      response.write(html.slice(sent, end))
      sent = end
      await nextAsked()
    }
    response.end(html.slice(sent))
  })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    next: () => asked.shift()?.(),
    stop: () => server.close(),
  }
}

// A browser draws a page before it has all of it, as soon as the parser waits or yields: a phone on a slow
// connection draws the first screen with only its logo, say. What comes later must add to the screen below
// what is drawn, never move it (Lighthouse saw the landing's text jump up 168 px on a busy machine). Each part
// is drawn before the next is sent: the browser is given every chance to draw the screen half-built.
for (const width of [390, 1280]) {
  test(`at ${width} px, the first screen drawn from part of the page stays put as the rest arrives (no layout shift)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    const delivery = await deliverInParts('/', FIRST_SCREEN_PARTS)
    try {
      await page.goto(`${delivery.origin}/`, { waitUntil: 'commit' })
      for (const { holds } of FIRST_SCREEN_PARTS) {
        await page.locator(holds).first().waitFor({ state: 'attached' })
        // Two frames: the one that starts next has drawn what was parsed.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        delivery.next()
      }
      await page.waitForLoadState('load')
      const { drawnBeforeAllArrived, shifts } = await page.evaluate(async () => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
        const [firstPaint] = performance.getEntriesByName('first-contentful-paint')
        const entries = await new Promise<PerformanceEntryList>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({
            type: 'layout-shift',
            buffered: true,
          })
          // The observer is called only when there is an entry: none after a frame and a pause means none at all.
          requestAnimationFrame(() => setTimeout(() => resolve([]), 100))
        })
        return {
          drawnBeforeAllArrived: firstPaint !== undefined && firstPaint.startTime < navigation.responseEnd,
          shifts: entries.map((entry) => (entry as PerformanceEntry & { value: number }).value),
        }
      })
      // The premise: the browser did draw the page with only part of it.
      expect(drawnBeforeAllArrived).toBe(true)
      expect(shifts).toEqual([])
    } finally {
      delivery.stop()
    }
  })
}

// The editor saves every front page as a JPEG exactly this wide (cms.spec.ts), as the content's own are: the page
// offers each up to that width, for the card's width on a screen of twice the density.
test(`/en/: each front page is offered up to ${PORTFOLIO_IMAGE.maxWidth} px wide`, async ({ page }) => {
  await openPage(page, '/en/')
  const sources = page.locator('#portfolio picture source[type="image/webp"]')
  await expect(sources).toHaveCount(2)
  for (const source of await sources.all())
    expect(await source.getAttribute('srcset')).toMatch(new RegExp(`\\.webp ${PORTFOLIO_IMAGE.maxWidth}w$`))
})

// The top bar holds the logo, a link per linked section (src/lib/sections.ts) and the language button on one row
// at most 64 px tall from 320 px up: checked piece against piece, as a link pushed under the logo stays inside the
// screen's edges. Under 720 px the logo stands in for the first section's link (TopBar.module.css), so that a
// fourth section's link fits: one as wide as the contact link, planted beside it (docs/recipes.md).
const LOGO_STANDS_IN_BELOW_PX = 720
/** The most section links the bar has room for: with fewer, it is checked again with one more planted. */
const MOST_SECTION_LINKS = 4

/** Every piece of the top bar a visitor sees, left to right: none overlaps another, all on one row in the bar. */
async function expectOneRowInTheBar(page: Page, language: Language) {
  const banner = page.getByRole('banner')
  const bar = (await banner.boundingBox())!
  expect(bar.height).toBeLessThanOrEqual(64)
  const pieces = [
    banner.getByRole('link', { name: logoName(language) }),
    ...(await mainNavigation(page, language).getByRole('link').all()),
    banner.getByRole('button', { name: languageButtonName(language) }),
  ]
  const boxes = await Promise.all(pieces.map(async (piece) => (await piece.boundingBox())!))
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(bar.x)
    expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width)
    expect(box.y).toBeGreaterThanOrEqual(bar.y)
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height)
  }
  // In order from left to right, each ending where the next may start: none overlaps another.
  for (const [index, box] of boxes.slice(1).entries()) {
    const before = boxes[index]
    expect(before.x + before.width).toBeLessThanOrEqual(box.x)
  }
  // One row: a horizontal line crosses every piece.
  expect(Math.max(...boxes.map(({ y }) => y))).toBeLessThan(Math.min(...boxes.map(({ y, height }) => y + height)))
}

for (const width of [320, 360, 390, 430, 600, 719, 720, 1280]) {
  test.describe(`top bar at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const { code, path } of LANGUAGE_RECORDS) {
      test(`${path}: logo, section links and language button side by side on one row, inside a bar of at most 64 px, with room for a fourth link`, async ({
        page,
      }) => {
        await openPage(page, path)
        const items = page.getByRole('banner').getByRole('navigation').getByRole('listitem')
        const shown = width < LOGO_STANDS_IN_BELOW_PX ? barLinkNames(code).slice(1) : barLinkNames(code)
        await expect(items.getByRole('link')).toHaveText(shown)
        await expectOneRowInTheBar(page, code)
        if (barLinkNames(code).length >= MOST_SECTION_LINKS) return
        await test.step("with one section's link more", async () => {
          await items.last().evaluate((item) => item.before(item.cloneNode(true)))
          await expect(items.getByRole('link')).toHaveCount(shown.length + 1)
          await expectOneRowInTheBar(page, code)
        })
      })
    }
  })
}
