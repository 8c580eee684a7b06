import { setTimeout as sleep } from 'node:timers/promises'
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core'
import {
  CLOSE_MS,
  FIND_BY_ROLE,
  killProcessGroup,
  onFoundElement,
  sentName,
  type AccessibleName,
  type Driver,
  type Engine,
  type LaunchOptions,
} from './driver'
import { COLLECTOR, TESTING_LIBRARY } from './inPage'

const FIREFOX = '/usr/bin/firefox-esr'
const PHONE = { width: 390, height: 844 }

/** Debian's Firefox ESR, headless; through `proxy` for HTTPS to other hosts than the site's. */
const launchFirefox = ({ signal, proxy }: LaunchOptions) =>
  puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Aborted, puppeteer kills the browser's process group.
    signal,
    ...(proxy && {
      // The proxy answers with a certificate of its own: only the journeys that pass through it accept it.
      acceptInsecureCerts: true,
      extraPrefsFirefox: {
        'network.proxy.type': 1,
        'network.proxy.ssl': '127.0.0.1',
        'network.proxy.ssl_port': proxy.port,
      },
    }),
  })

/** A driver on the page `newPage` opens, the collector installed; `close` ends what the driver was given. */
async function pageDriver(newPage: () => Promise<Page>, origin: string, browser: Browser, close: () => Promise<void>) {
  try {
    const page = await newPage()
    await page.setViewport({ width: 1280, height: 800 })
    await page.evaluateOnNewDocument(COLLECTOR)
    return driver(page, origin, browser.process()!.pid!, close)
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * Debian's Firefox ESR over WebDriver BiDi (puppeteer-core never downloads a browser). The collector runs as
 * a preload script (BiDi's script.addPreloadScript), before any script of every document.
 */
export const firefox: Engine = {
  name: 'Firefox ESR',
  // A new browser, with a new profile.
  async launch(origin, options) {
    const browser = await launchFirefox(options)
    return pageDriver(
      async () => (await browser.pages())[0] ?? browser.newPage(),
      origin,
      browser,
      () => close(browser),
    )
  },
  // One browser for all the journeys, each in a user context of its own (BiDi's browser.createUserContext:
  // its own cookies and storage), so nothing stored leaks from one journey into the next. Firefox takes
  // seconds of CPU to start; a user context, a tenth of that. A journey out of time kills the browser, as
  // `launch`'s would be; the next journey starts another.
  journeyBrowsers(origin) {
    let running: { browser: Promise<Browser>; kill: AbortController } | undefined
    const current = () => {
      if (!running) {
        const kill = new AbortController()
        const started = { browser: launchFirefox({ signal: kill.signal }), kill }
        running = started
        started.browser.catch(() => {
          if (running === started) running = undefined
        })
      }
      return running
    }
    return {
      async open({ signal }) {
        signal.throwIfAborted()
        const journey = current()
        const onAbort = () => {
          journey.kill.abort()
          if (running === journey) running = undefined
        }
        signal.addEventListener('abort', onAbort, { once: true })
        const settled = () => signal.removeEventListener('abort', onAbort)
        try {
          const browser = await journey.browser
          const context = await browser.createBrowserContext()
          return await pageDriver(
            () => context.newPage(),
            origin,
            browser,
            async () => {
              settled()
              await Promise.race([context.close().catch(() => undefined), sleep(CLOSE_MS, undefined, { ref: false })])
            },
          )
        } catch (error) {
          settled()
          throw error
        }
      },
      async close() {
        const browser = await running?.browser.catch(() => undefined)
        running = undefined
        if (browser) await close(browser)
      },
    }
  },
}

/** Closes the browser, or kills it if it has not closed within CLOSE_MS. */
async function close(browser: Browser) {
  await Promise.race([browser.close().catch(() => undefined), sleep(CLOSE_MS, undefined, { ref: false })])
  killProcessGroup(browser.process()?.pid)
}

function driver(page: Page, origin: string, processGroup: number, close: () => Promise<void>): Driver {
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
      await onFoundElement(
        () => find(page, role, name),
        async (handle) => {
          await handle.click()
          await handle.dispose()
        },
      )
    },
    async fill(role, name, text) {
      await onFoundElement(
        () => find(page, role, name),
        async (handle) => {
          await handle.evaluate((field) => (field as HTMLInputElement).select())
          await handle.type(text)
          await handle.dispose()
        },
      )
    },
    async emulatePhone() {
      await page.setViewport(PHONE)
    },
    close,
    processGroup,
  }
}

/** The one element of `role` named `name`, found as Testing Library finds it. */
async function find(page: Page, role: string, name: AccessibleName) {
  await page.evaluate(TESTING_LIBRARY)
  const query = new Function(`return ${FIND_BY_ROLE}`)() as (role: string, name: unknown) => Element
  return (await page.evaluateHandle(query, role, sentName(name))) as ElementHandle<Element>
}
