import type { Page } from '@playwright/test'
import { SECTIONS } from '../../src/lib/sections'
import { languageRecord, pagePaths } from '../../src/lib/i18n/languages'
import { activeLink, expect, openPage, test } from './fixtures'
import { linkName, mainNavigation, pageTexts } from './pageTexts'

// The measurable parts of the design: a one-row top bar on phones, button labels on one line, a link with a
// hash that lands at once, and the self-hosted font's subset files as the only fonts.

const PAGES = pagePaths()
const en = pageTexts('en')

type Scrolling = { positions: number[]; last: number }

/**
 * Records every scroll position from the page's first script on; the function it answers waits until the page
 * has scrolled away from the top and then stood still for 300 ms, and gives the positions and where it stopped.
 */
async function recordScrolling(page: Page) {
  await page.addInitScript(() => {
    const scrolling: Scrolling = { positions: [], last: 0 }
    ;(window as unknown as { scrolling: Scrolling }).scrolling = scrolling
    window.addEventListener('scroll', () => {
      scrolling.positions.push(window.scrollY)
      scrolling.last = performance.now()
    })
  })
  return async () => {
    await page.waitForFunction(() => {
      const { last } = (window as unknown as { scrolling: Scrolling }).scrolling
      return window.scrollY > 0 && performance.now() - last > 300
    })
    return page.evaluate(() => ({
      positions: (window as unknown as { scrolling: Scrolling }).scrolling.positions,
      final: window.scrollY,
    }))
  }
}

for (const width of [320, 360, 390, 430, 600, 1280]) {
  test.describe(`labels at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const path of PAGES) {
      test(`${path}: no button or top-bar label on two lines, none cut off`, async ({ page }) => {
        await openPage(page, path)
        const wrapped = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('.button, header a, header button, summary')]
            .filter((element) => element.offsetParent !== null)
            .filter((element) => {
              // The lines the visible text sits on (a visually hidden text is a 1 px box; it does not count).
              const lineTops = new Set<number>()
              const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const range = document.createRange()
                range.selectNodeContents(node)
                for (const rect of range.getClientRects()) if (rect.width > 1) lineTops.add(Math.round(rect.top))
              }
              return lineTops.size > 1 || element.scrollWidth > element.clientWidth + 1
            })
            .map((element) => element.textContent),
        )
        expect(wrapped).toEqual([])
      })
    }
  })
}

test.describe('a link with a hash', () => {
  test.use({ reducedMotion: 'no-preference' })

  for (const [language, section] of [
    ['ro', 'contact'],
    ['en', 'portfolio'],
  ] as const) {
    const path = `${languageRecord(language).path}#${section}`
    const link = linkName(language, section)
    test(`${path} lands at its section at once, under the bar, with ${link} active`, async ({ page }) => {
      const scrolled = await recordScrolling(page)
      await openPage(page, path)
      const { positions, final } = await scrolled()
      // A jump lands at once (layout may settle by a pixel); a smooth scroll passes through the page on its way.
      for (const position of positions) expect(Math.abs(position - final)).toBeLessThanOrEqual(2)
      const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, section)
      expect(Math.abs(top)).toBeLessThanOrEqual(1)
      const heading = (await page.locator(`#${section} h2`).boundingBox())!
      const bar = (await page.getByRole('banner').boundingBox())!
      expect(heading.y).toBeGreaterThanOrEqual(bar.y + bar.height)
      await expect(activeLink(page, language)).toHaveText(link)
    })
  }

  test('a click on a link still scrolls smoothly to its section', async ({ page }) => {
    const scrolled = await recordScrolling(page)
    await openPage(page, '/en/')
    await mainNavigation(page, 'en').getByRole('link', { name: en.contact }).click()
    const { positions } = await scrolled()
    expect(new Set(positions).size).toBeGreaterThan(2)
    await expect(activeLink(page, 'en')).toHaveText(en.contact)
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('a click on a link jumps to its section, without animation', async ({ page }) => {
    const scrolled = await recordScrolling(page)
    await openPage(page, '/en/')
    await mainNavigation(page, 'en').getByRole('link', { name: en.contact }).click()
    const { positions, final } = await scrolled()
    expect(positions.length).toBeGreaterThan(0)
    for (const position of positions) expect(Math.abs(position - final)).toBeLessThanOrEqual(2)
  })
})

test.describe('fonts', () => {
  /** The build's files a page asked for or preloads, by name: `figtree-latin`, `figtree-latin-ext`. */
  const fileName = (url: string) =>
    /\/static\/([\w-]+)-[0-9a-f]{32}\.woff2$/.exec(new URL(url, 'http://x').pathname)?.[1]

  // Every page draws letters of both files: the contact card's address is Romanian (Ștefan) in every language.
  for (const path of pagePaths()) {
    test(`${path} loads the build's cuts of Figtree's Latin and Latin Extended files from the site, and no other font`, async ({
      page,
    }) => {
      const fonts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url())
      })
      await openPage(page, path)
      for (const { id } of SECTIONS.slice(1)) await page.locator(`#${id}`).scrollIntoViewIfNeeded()
      await page.evaluate(() => document.fonts.ready)
      for (const url of fonts) expect(new URL(url).origin).toBe(new URL(page.url()).origin)
      expect([...new Set(fonts)].map(fileName).sort()).toEqual(['figtree-latin', 'figtree-latin-ext'])
    })
  }

  // Preloaded from the head, a font is render-blocking in Chromium: a slow phone drew nothing until the whole
  // page had been parsed. From the body they are asked for as early and hold no paint (gatsby-ssr.tsx). Which
  // files a page preloads is its language record's word (`firstScreenFonts`): the first screen as drawn (its
  // capitals too) must need exactly those.
  for (const path of pagePaths()) {
    test(`${path} preloads the fonts its first screen draws with, from the body, not the head`, async ({ page }) => {
      await openPage(page, path)
      const fontPreloads = (scope: string) =>
        page
          .locator(`${scope} > link[rel="preload"][as="font"]`)
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
      const firstScreen = `${await page.getByRole('banner').innerText()}${await page.locator('#home').innerText()}`
      const beyondLatin1 = /[\u0100-\u02ff\u1e00-\u1eff]/.test(firstScreen)
      expect(await fontPreloads('head')).toEqual([])
      expect((await fontPreloads('body')).map(fileName)).toEqual([
        'figtree-latin',
        ...(beyondLatin1 ? ['figtree-latin-ext'] : []),
      ])
      const firstInBody = await page.evaluate(() => document.body.firstElementChild?.getAttribute('rel'))
      expect(firstInBody).toBe('preload')
    })
  }
})
