import { createServer, get, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PORTFOLIO_IMAGE } from '../../src/lib/content/schemas'
import type { Locator, Page } from '@playwright/test'
import { LANGUAGE_RECORDS, type Language } from '../../src/lib/i18n/languages'
import { activeLink, expect, openPage, test } from './fixtures'
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

// The top bar holds the logo, a link per linked section (src/lib/sections.ts) and the language menu on one row at
// most 64 px tall from 320 px up, and nothing in it overlaps: where the links do not fit, their strip scrolls
// sideways between the logo and the menu (TopBar.module.css). Checked piece against piece, each link shown whole
// once it has focus, in each language: with the registry's links, with a link more (a copy of the last: a fourth
// section's, as wide as the last's, fits), and with a link more whose name is longer than any the bar holds, which
// the strip scrolls to at 320 px. At the narrowest width of each of the bar's layouts, where it has the least room
// (320 px, and the widths where a step gives room back to the pieces: 400, 600 and 720 px), and at 1280 px.
const TOP_BAR_WIDTHS = [320, 400, 600, 720, 1280]
/** Under this width the logo stands in for the first section's link. */
const LOGO_STANDS_IN_BELOW_PX = 720
/** German's "services", longer than any word of the bar. */
const LONG_LINK_NAME = 'Dienstleistungen'

type Box = { x: number; y: number; width: number; height: number }

/** Waits until the bar's words can be drawn in the page's own font (bold, as the links are): the checks measure it. */
const barFontLoaded = (page: Page) =>
  page.evaluate(() => document.fonts.load('700 1rem Figtree', document.querySelector('header')!.textContent!))

const boxOf = async (piece: Locator): Promise<Box> => (await piece.boundingBox())!
const right = (box: Box) => box.x + box.width
const bottom = (box: Box) => box.y + box.height

/** Left to right, each ending where the next may start, and on one row: a horizontal line crosses every one. */
function expectSideBySide(boxes: Box[]) {
  for (const [index, box] of boxes.slice(1).entries()) expect(right(boxes[index])).toBeLessThanOrEqual(box.x)
  expect(Math.max(...boxes.map(({ y }) => y))).toBeLessThan(Math.min(...boxes.map(bottom)))
}

function expectInside(outer: Box, box: Box, { across = true } = {}) {
  expect(box.y).toBeGreaterThanOrEqual(outer.y)
  expect(bottom(box)).toBeLessThanOrEqual(bottom(outer))
  if (!across) return
  expect(box.x).toBeGreaterThanOrEqual(outer.x)
  expect(right(box)).toBeLessThanOrEqual(right(outer))
}

/**
 * The bar at most 64 px tall, with the logo, the links' strip and the language controls side by side in it, and
 * the links side by side in the strip's row, beyond its ends where it scrolls.
 */
async function expectOneRowInTheBar(page: Page, language: Language, languageControls: Locator[]) {
  const banner = page.getByRole('banner')
  const bar = await boxOf(banner)
  expect(bar.height).toBeLessThanOrEqual(64)
  const strip = mainNavigation(page, language)
  const logo = banner.getByRole('link', { name: logoName(language) })
  const pieces = await Promise.all([logo, strip, ...languageControls].map(boxOf))
  for (const piece of pieces) expectInside(bar, piece)
  expectSideBySide(pieces)
  const room = await boxOf(strip)
  const links = await Promise.all((await strip.getByRole('link').all()).map(boxOf))
  for (const link of links) expectInside(room, link, { across: false })
  expectSideBySide(links)
}

/** Each link shows whole in the strip once reached (focused, or scrolled to as a visitor swipes): the strip scrolls. */
async function expectEachLinkWholeWhenReached(page: Page, language: Language, reach: (link: Locator) => Promise<void>) {
  const strip = mainNavigation(page, language)
  for (const link of await strip.getByRole('link').all()) {
    await reach(link)
    expectInside(await boxOf(strip), await boxOf(link))
  }
}

/** Focuses a link: the strip scrolls it to its middle (TopBar.tsx). */
const focus = (link: Locator) => link.focus()
/** Scrolls the strip as little as it takes to show a link whole, as a visitor's swipe does. */
const swipeTo = (link: Locator) =>
  link.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }))

for (const { code, path } of LANGUAGE_RECORDS) {
  test(`top bar at ${TOP_BAR_WIDTHS.join(', ')} px, ${path}: logo, section links and language button on one row of at most 64 px, none over another, each link shown whole when focused or active; with the registry's links, one more, and a long one`, async ({
    page,
  }) => {
    await openPage(page, path)
    await barFontLoaded(page)
    const strip = mainNavigation(page, code)
    const items = strip.getByRole('listitem')
    const menuButton = page.getByRole('banner').getByRole('button', { name: languageButtonName(code) })
    /** At every width: the links the bar shows (with one `planted` before the last), in one row with the rest. */
    const atEveryWidth = async (planted?: string) => {
      for (const width of TOP_BAR_WIDTHS)
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 })
          const shown = width < LOGO_STANDS_IN_BELOW_PX ? barLinkNames(code).slice(1) : barLinkNames(code)
          if (planted) shown.splice(-1, 0, planted)
          await expect(items.getByRole('link')).toHaveText(shown)
          await expectOneRowInTheBar(page, code, [menuButton])
          await expectEachLinkWholeWhenReached(page, code, focus)
        })
    }

    await test.step("with the registry's links", () => atEveryWidth())
    const plantedLink = await items.last().evaluateHandle((item) => {
      const copy = item.cloneNode(true) as Element
      item.before(copy)
      return copy.querySelector('a')!
    })
    await test.step('with a link more, a copy of the last', () => atEveryWidth(barLinkNames(code).at(-1)))
    await plantedLink.evaluate((link, name) => (link.textContent = name), LONG_LINK_NAME)
    await test.step(`with a link more, "${LONG_LINK_NAME}"`, () => atEveryWidth(LONG_LINK_NAME))

    await test.step('at 320 px, the last link, cut off by the strip, is scrolled into view when it becomes active', async () => {
      await page.setViewportSize({ width: TOP_BAR_WIDTHS[0], height: 800 })
      await strip.evaluate((element) => (element.scrollLeft = 0))
      const last = items.last().getByRole('link')
      expect(right(await boxOf(last))).toBeGreaterThan(right(await boxOf(strip)))
      // The strip fades out at the end that hides a link, and only there, once it has seen itself scroll
      // (TopBar.module.css).
      const fades = () =>
        strip.evaluate((element) =>
          ['--fade-start', '--fade-end'].map(
            (edge) => parseFloat(getComputedStyle(element).getPropertyValue(edge)) > 0,
          ),
        )
      await expect.poll(fades).toEqual([false, true])
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await expect(activeLink(page, code)).toHaveText(barLinkNames(code).at(-1)!)
      await expect.poll(async () => right(await boxOf(last)) <= right(await boxOf(strip))).toBe(true)
      expectInside(await boxOf(strip), await boxOf(last))
      await expect.poll(fades).toEqual([true, false])
    })
  })
}

// Without JavaScript the bar is the same (the language menu opens by itself), and a visitor swipes the strip:
// nothing scrolls a focused link into view but the browser, which in Chromium does so only when none of it shows.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { code, path } of LANGUAGE_RECORDS) {
    test(`top bar at ${TOP_BAR_WIDTHS.join(', ')} px, ${path}: logo, section links and language menu on one row, none over another`, async ({
      page,
    }) => {
      await page.goto(path)
      await barFontLoaded(page)
      const menuButton = page.getByRole('banner').getByRole('button', { name: languageButtonName(code) })
      for (const width of TOP_BAR_WIDTHS)
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 })
          await expectOneRowInTheBar(page, code, [menuButton])
          await expectEachLinkWholeWhenReached(page, code, swipeTo)
        })
    })
  }
})
