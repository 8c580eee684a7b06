import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { LANGUAGE_RECORDS, languageRecord } from '../../src/lib/i18n/languages'
import { SECTIONS } from '../../src/lib/sections'
import { CONTENT, expandedForAssistiveTechnology, expect, languageList, openPage, test } from './fixtures'
import {
  barLinkNames,
  COMPANY,
  CONTACT,
  languageButtonName,
  logoName,
  pageText,
  pageTexts,
  PORTFOLIO,
} from './pageTexts'

// WCAG 2.2 A and AA, as axe-core tags them.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

test.use({ reducedMotion: 'reduce' })

/** Scrolls through the page so every lazy image loads, and waits until each has loaded and faded in. */
async function loadAllImages(page: Page) {
  for (const { id } of [...SECTIONS.slice(1), SECTIONS[0]]) await page.locator(`#${id}`).scrollIntoViewIfNeeded()
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) => image.complete && image.naturalWidth > 0 && getComputedStyle(image).opacity === '1',
    ),
  )
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    for (const { code, path } of LANGUAGE_RECORDS) {
      test.describe(`axe at ${width} px on ${path}, ${colorScheme}`, CONTENT, () => {
        test.use({ viewport: { width, height: 844 }, colorScheme })

        // Each state on one load of the page. Below 600 px the QR code hides behind a toggle; above, the first
        // check sees it.
        test(`has no WCAG 2.2 A/AA violations with the language menu closed${width < 600 ? ', the contact QR code shown' : ''} and the menu open`, async ({
          page,
        }) => {
          await openPage(page, path)
          await loadAllImages(page)
          await test.step('language menu closed', () => expectNoViolations(page))
          if (width < 600)
            await test.step('contact QR code shown', async () => {
              await page.locator('#contact summary').click()
              const qrCode = page.getByRole('img', { name: pageText(code, 'contact_qr_label', { company: COMPANY }) })
              await expect(qrCode).toBeVisible()
              await expectNoViolations(page)
            })
          await test.step('language menu open', async () => {
            await page.locator('header button[aria-haspopup="menu"]').click()
            await expect(page.getByRole('menu')).toBeVisible()
            await expectNoViolations(page)
          })
        })
      })
    }
  }
}

/** The focused element's accessible name, and whether it shows a focus ring on screen. */
async function focused(page: Page) {
  const looks = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    return {
      tag: element.tagName.toLowerCase(),
      ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      onScreen: box.bottom > 0 && box.top < window.innerHeight && box.width > 0,
    }
  })
  const snapshot = looks.tag === 'body' ? '' : await page.locator(':focus').ariaSnapshot()
  return { ...looks, name: /^- '?\w+ "((?:[^"\\]|\\.)*)"/.exec(snapshot)?.[1] ?? snapshot }
}

test.describe('keyboard', () => {
  test('Tab reaches every control in order, each with a visible focus ring', async ({ page }) => {
    const en = pageTexts('en')
    const inNewTab = (name: string) => `${name} ${en.opens_in_new_tab}`
    await openPage(page, '/en/')
    const reached: string[] = []
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab')
      const current = await focused(page)
      if (current.tag === 'body') break
      expect(current.ring, `focus ring on "${current.name}"`).toBe(true)
      expect(current.onScreen, `"${current.name}" is on screen when focused`).toBe(true)
      reached.push(current.name)
      if (current.name === en.contact_button_add_contact) break
    }
    expect(reached).toEqual([
      en.skip_to_content,
      logoName('en'),
      ...barLinkNames('en'),
      languageButtonName('en'),
      // The landing's two buttons.
      en.portfolio,
      en.contact,
      // Each site's front page, name and description lead to it.
      ...PORTFOLIO.sites.flatMap(({ site, description }) =>
        [pageText('en', 'portfolio_image_alt', { site }), site, description.en].map(inNewTab),
      ),
      CONTACT.email,
      CONTACT.phone,
      en.contact_button_add_contact,
    ])
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await openPage(page, '/en/')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('the language menu opens with Enter and Space, arrows move, Escape closes and returns focus', async ({
    page,
  }) => {
    // The language after English in the menu, which wraps round from the last item to the first.
    const english = LANGUAGE_RECORDS.findIndex(({ code }) => code === 'en')
    const next = LANGUAGE_RECORDS[(english + 1) % LANGUAGE_RECORDS.length]
    await openPage(page, '/en/')
    const button = page.getByRole('button', { name: languageButtonName('en') })
    const englishItem = page.getByRole('menuitemradio', { name: languageRecord('en').name })
    await button.focus()
    const expanded = () => expandedForAssistiveTechnology(page, languageButtonName('en'))
    expect(await expanded()).toBe(false)
    await page.keyboard.press('Enter')
    await expect.poll(expanded).toBe(true)
    await expect(englishItem).toBeFocused()
    expect((await focused(page)).ring).toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menuitemradio', { name: next.name })).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(englishItem).toBeFocused()
    await page.keyboard.press('Escape')
    await expect.poll(expanded).toBe(false)
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    await expect(languageList(page)).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('lang', next.code)
    await expect(page.getByRole('button', { name: languageButtonName(next.code) })).toBeFocused()
  })
})
