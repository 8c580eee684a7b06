import puppeteer, { type Page } from 'puppeteer-core'
import type { Driver, Engine } from './driver'
import { COLLECTOR, TESTING_LIBRARY } from './inPage'

const FIREFOX = '/usr/bin/firefox-esr'
const PHONE = { width: 390, height: 844 }

/**
 * Debian's Firefox ESR over WebDriver BiDi (puppeteer-core never downloads a browser). The collector runs as
 * a preload script (BiDi's script.addPreloadScript), before any script of every document.
 */
export const firefox: Engine = {
  name: 'Firefox ESR',
  // A new browser, with a new profile, per journey: nothing stored leaks from one journey into the next.
  async launch(origin) {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
    })
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage())
      await page.setViewport({ width: 1280, height: 800 })
      await page.evaluateOnNewDocument(COLLECTOR)
      return driver(page, origin, () => browser.close())
    } catch (error) {
      await browser.close()
      throw error
    }
  },
}

function driver(page: Page, origin: string, close: () => Promise<void>): Driver {
  const NAVIGATION = { waitUntil: 'load', timeout: 60_000 } as const
  return {
    async goto(path) {
      await page.goto(new URL(path, origin).href, NAVIGATION)
    },
    async reload() {
      await page.reload(NAVIGATION)
    },
    // puppeteer's types wrap each argument as a possible element handle; the journeys pass plain values.
    evaluate: <Result, Args extends unknown[]>(pageFunction: (...args: Args) => Result, ...args: Args) =>
      page.evaluate(pageFunction as (...args: unknown[]) => Result, ...args) as Promise<Awaited<Result>>,
    async click(role, name) {
      await page.evaluate(TESTING_LIBRARY)
      const handle = await page.evaluateHandle(
        (role, name) =>
          (
            window as unknown as { TestingLibraryDom: typeof import('@testing-library/dom') }
          ).TestingLibraryDom.getByRole(document.body, role, { name }),
        role,
        name,
      )
      await handle.click()
      await handle.dispose()
    },
    async emulatePhone() {
      await page.setViewport(PHONE)
    },
    close,
  }
}
