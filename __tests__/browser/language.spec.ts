import type { Page } from '@playwright/test'
import { LANGUAGE_RECORDS, languageRecord } from '../../src/lib/i18n/languages'
import {
  activeLink,
  expandedForAssistiveTechnology,
  expect,
  holdHydration,
  languageList,
  openPage,
  scrollSettled,
  sectionTop,
  test,
} from './fixtures'
import {
  addressText,
  barLinkNames,
  COMPANY,
  languageButtonName,
  mainNavigation,
  pageText,
  pageTexts,
  PORTFOLIO,
} from './pageTexts'

test.use({ reducedMotion: 'reduce' })

// The switch from the default language, Romanian, to English and back.
const ROMANIAN = { button: languageButtonName('ro'), name: languageRecord('ro').name }
const ENGLISH = { button: languageButtonName('en'), name: languageRecord('en').name }
const en = pageTexts('en')

async function chooseLanguage(page: import('@playwright/test').Page, current: string, name: string) {
  // The menu works once React has hydrated the page (the list becomes a menu then).
  await page.locator('ul[role="menu"]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: current }).click()
  await page.getByRole('menuitemradio', { name }).click()
}

test.describe('language switch', () => {
  test('switches every text, image, alt and the head at once, and updates the address bar', async ({ page }) => {
    await openPage(page, '/')
    const roImage = await page.locator('#portfolio img[alt]').first().getAttribute('src')
    await chooseLanguage(page, ROMANIAN.button, ENGLISH.name)
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page).toHaveTitle(pageText('en', 'meta_title', { company: COMPANY }))
    await expect(mainNavigation(page, 'en').getByRole('link')).toHaveText(barLinkNames('en'))
    const [firstSite, lastSite] = [PORTFOLIO.sites[0], PORTFOLIO.sites.at(-1)!]
    await expect(page.getByText(lastSite.description.en)).toBeVisible()
    const image = page.getByRole('img', { name: pageText('en', 'portfolio_image_alt', { site: firstSite.site }) })
    await expect(image).toBeAttached()
    expect(await image.getAttribute('src')).not.toBe(roImage)
    await expect(page.getByText(addressText('en'))).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
  })

  test('keeps the scroll position and the active section', async ({ page }) => {
    await openPage(page, '/')
    await page
      .getByRole('link', { name: pageTexts('ro').portfolio })
      .first()
      .click()
    await scrollSettled(page)
    await page.mouse.wheel(0, 200)
    await scrollSettled(page)
    const before = await sectionTop(page, 'portfolio')
    await chooseLanguage(page, ROMANIAN.button, ENGLISH.name)
    await expect(page).toHaveURL(/\/en\/#portfolio$/)
    await expect(activeLink(page, 'en')).toHaveText(en.portfolio)
    expect(Math.abs((await sectionTop(page, 'portfolio')) - before)).toBeLessThanOrEqual(1)
  })

  test('Back and Forward after a switch show each language again, section links between them', async ({ page }) => {
    await openPage(page, '/')
    await mainNavigation(page, 'ro')
      .getByRole('link', { name: pageTexts('ro').portfolio })
      .click()
    await expect(page).toHaveURL(/\/#portfolio$/)
    await chooseLanguage(page, ROMANIAN.button, ENGLISH.name)
    await expect(page).toHaveURL(/\/en\/#portfolio$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/#portfolio$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
    await expect(mainNavigation(page, 'ro').getByRole('link')).toHaveText(barLinkNames('ro'))
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
    await page.goForward()
    await page.goForward()
    await expect(page).toHaveURL(/\/en\/#portfolio$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(mainNavigation(page, 'en').getByRole('link')).toHaveText(barLinkNames('en'))
  })

  test('is remembered across a reload and a visit to /', async ({ page }) => {
    await openPage(page, '/')
    await chooseLanguage(page, ROMANIAN.button, ENGLISH.name)
    await expect(page).toHaveURL(/\/en\/$/)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/')
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(page.getByRole('heading', { level: 2, name: en.portfolio })).toBeAttached()
    await chooseLanguage(page, ENGLISH.button, ROMANIAN.name)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ro')
  })

  test('a returning visitor with lang=en at / never sees Romanian painted first', async ({ page }) => {
    // Record, per document, whether anything was painted: the Romanian document must not paint at all.
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en')
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          sessionStorage.setItem(`painted ${location.pathname}`, entry.name)
        }
      }).observe({ type: 'paint', buffered: true })
    })
    await page.goto('/a/b#contact')
    await expect(page).toHaveURL(/\/en\/a\/b\/?#contact$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const painted = () => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('painted')))
    await expect.poll(painted).toContainEqual(expect.stringMatching(/^painted \/en\//))
    expect((await painted()).every((key) => key.startsWith('painted /en/'))).toBe(true)
  })

  test('an explicit /en/ URL is English even if Romanian is stored', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'ro'))
    await openPage(page, '/en/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

test.describe('stored language that is junk', () => {
  test.use({ expectedConsole: /Ignoring the stored language "klingon"/ })

  test('falls back to Romanian', async ({ page, consoleMessages }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'klingon'))
    await openPage(page, '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
    await expect(page).toHaveURL(/\/$/)
    expect(consoleMessages.filter((message) => message.type() === 'warning')).toHaveLength(1)
  })
})

test.describe('storage that throws', () => {
  test.use({ expectedConsole: /local storage cannot be (read|written)/ })

  test('changes nothing visible: the page works in Romanian and can still switch', async ({
    page,
    consoleMessages,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await openPage(page, '/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ro')
    expect(consoleMessages.filter((message) => message.type() === 'warning')).toHaveLength(1)
    await chooseLanguage(page, ROMANIAN.button, ENGLISH.name)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 2, name: en.portfolio })).toBeAttached()
  })
})

test.describe('language menu', () => {
  const englishButton = (page: Page) => page.getByRole('button', { name: ENGLISH.button })
  const menuItem = (page: Page, name: string) => page.getByRole('menuitemradio', { name })

  test('a tap opens it on every language, the current one checked and focused', async ({ page }) => {
    await openPage(page, '/en/')
    await englishButton(page).click()
    const menu = page.getByRole('menu', { name: en.language_menu_list })
    await expect(menu.getByRole('menuitemradio')).toHaveText(LANGUAGE_RECORDS.map(({ name }) => name))
    await expect(menu.getByRole('menuitemradio', { checked: true })).toHaveAccessibleName(ENGLISH.name)
    await expect(menuItem(page, ENGLISH.name)).toBeFocused()
  })

  test('closes on a tap outside it, on Tab, and on the current language, which stays', async ({ page }) => {
    await openPage(page, '/en/')
    await englishButton(page).click()
    await expect(languageList(page)).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(languageList(page)).toBeHidden()

    await englishButton(page).press('Enter')
    await expect(menuItem(page, ENGLISH.name)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(languageList(page)).toBeHidden()

    await englishButton(page).click()
    await menuItem(page, ENGLISH.name).click()
    await expect(languageList(page)).toBeHidden()
    await expect(englishButton(page)).toBeFocused()
    await expect(page).toHaveURL(/\/en\/$/)
  })

  test('ArrowDown on its button opens it on the first language, ArrowUp on the last', async ({ page }) => {
    await openPage(page, '/en/')
    await englishButton(page).press('ArrowDown')
    await expect(menuItem(page, LANGUAGE_RECORDS[0].name)).toBeFocused()
    await page.keyboard.press('Escape')
    await englishButton(page).press('ArrowUp')
    await expect(menuItem(page, LANGUAGE_RECORDS.at(-1)!.name)).toBeFocused()
  })
})

test.describe('language menu before hydration', () => {
  test('a tap opens it at once, and the hydrated menu stays open with focus in it', async ({ page }) => {
    const release = await holdHydration(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const toggle = page.getByRole('button', { name: ROMANIAN.button })
    await toggle.click()
    expect(await expandedForAssistiveTechnology(page, ROMANIAN.button)).toBe(true)
    await expect(page.getByRole('link', { name: ENGLISH.name })).toBeVisible()
    release()
    await expect(page.getByRole('menu', { name: /./ })).toBeVisible()
    await expect(page.getByRole('menuitemradio', { name: ROMANIAN.name })).toBeFocused()
    expect(await expandedForAssistiveTechnology(page, ROMANIAN.button)).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menu')).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('a second tap closes it again', async ({ page }) => {
    const release = await holdHydration(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const toggle = page.getByRole('button', { name: ROMANIAN.button })
    await toggle.click()
    await toggle.click()
    await expect(page.getByRole('link', { name: ENGLISH.name })).toBeHidden()
    release()
    await page.locator('ul[role="menu"]').waitFor({ state: 'attached' })
    await expect(languageList(page)).toBeHidden()
  })

  test('a language chosen before hydration is remembered', async ({ page }) => {
    const release = await holdHydration(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: ROMANIAN.button }).click()
    await page.getByRole('link', { name: ENGLISH.name }).click()
    await expect(page).toHaveURL(/\/en\/$/)
    release()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
    await page.goto('/')
    await expect(page).toHaveURL(/\/en\/$/)
  })
})
