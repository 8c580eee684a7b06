import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'
import { NO_FRAMES } from '../../scripts/browserTestCounts.mts'
import type { Language } from '../../src/lib/i18n/languages'
import { mainNavigation } from './pageTexts'

/**
 * A port for a server a spec starts itself, `offset` after the port of the site the tests serve (PORT,
 * playwright.config.ts): two checkouts run their browser tests side by side when their PORTs differ by 100.
 */
export const portAfterSite = (offset: number) => Number(process.env.PORT ?? 9100) + offset

type Fixtures = {
  /**
   * Console errors and warnings a test expects, as one pattern (a Playwright option cannot be an array: it
   * would read it as [value, options]); any other error or warning fails the test.
   */
  expectedConsole: RegExp | null
  /** Uncaught exceptions a test expects, as one pattern of their text; any other fails the test. */
  expectedPageError: RegExp | null
  consoleMessages: ConsoleMessage[]
  /** What the Content-Security-Policy blocked or reported on the page, as `directive blocked-URL source`. */
  cspViolations: string[]
  /** After a failure, whether Chromium still draws the page (see below). */
  framesAfterFailure: void
}

/** How long a page that draws may take to give an animation frame: a busy machine gives one within 0.1 s. */
const FRAME_WAIT_MS = 2_000

/** True when the page runs (its timers fire, it answers) and is visible, yet gives no animation frame. */
export async function drawsNoFrames(page: Page): Promise<boolean> {
  const probe = page
    .evaluate(
      (waitMs) =>
        new Promise<boolean>((resolve) => {
          requestAnimationFrame(() => resolve(false))
          setTimeout(() => resolve(document.visibilityState === 'visible'), waitMs)
        }),
      FRAME_WAIT_MS,
    )
    .catch(() => false)
  const unanswered = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3 * FRAME_WAIT_MS))
  return Promise.race([probe, unanswered])
}

/**
 * Every browser test fails on a console error or warning it did not expect, hydration warnings and
 * uncaught exceptions included, and on any Content-Security-Policy violation: every journey runs under the
 * production policy, and not one report is expected.
 */
export const test = base.extend<Fixtures>({
  expectedConsole: [null, { option: true }],
  expectedPageError: [null, { option: true }],
  consoleMessages: [
    async ({ page, expectedConsole, expectedPageError }, use) => {
      const messages: ConsoleMessage[] = []
      const pageErrors: Error[] = []
      page.on('console', (message) => messages.push(message))
      page.on('pageerror', (error) => pageErrors.push(error))
      await use(messages)
      const unexpected = messages
        .filter((message) => message.type() === 'error' || message.type() === 'warning')
        .map((message) => `${message.type()}: ${message.text()}`)
        .filter((text) => !expectedConsole?.test(text))
      expect(unexpected, 'console errors and warnings').toEqual([])
      const unexpectedErrors = pageErrors.map(String).filter((text) => !expectedPageError?.test(text))
      expect(unexpectedErrors, 'uncaught exceptions').toEqual([])
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      await page.exposeBinding('reportCspViolation', (_source, violation: string) => violations.push(violation))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation
          report(
            `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
          )
        })
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  // Rarely, on a busy machine, Chromium stops drawing a page that still runs: its timers fire, it answers, but no
  // animation frame comes, so an action that waits for an element to stand still waits out the test (seen once
  // in a CI run, in thousands of tests). A failed test is checked for that: if the page gives no frame, the
  // failure is annotated `no-frames`, and `npm test` counts the test passed only if its retry, which Playwright
  // runs in a new browser, passes (`scripts/browserTestCounts.mts`). Any other failure counts as one.
  framesAfterFailure: [
    async ({ page }, use, testInfo) => {
      await use()
      if (testInfo.status === testInfo.expectedStatus) return
      if (await drawsNoFrames(page))
        testInfo.annotations.push({
          type: NO_FRAMES,
          description: `Chromium gave the page no animation frame in ${FRAME_WAIT_MS} ms after the failure`,
        })
    },
    { auto: true },
  ],
})

export { expect }

/**
 * The tag of a test that guards what a change of content/ and locales/ alone can break (the built pages' own
 * checks): `npm run test:content` runs these, and the whole run runs them with the rest.
 */
export const CONTENT = { tag: '@content' }

/** The page with smooth scrolling finished: waits until the scroll position stops changing. */
export async function scrollSettled(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const start = window.scrollY
        setTimeout(() => resolve(window.scrollY === start), 150)
      }),
  )
}

/** Where a section's top stands relative to the viewport top, in px. */
export function sectionTop(page: Page, id: string) {
  return page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id)
}

/** The active top-bar link on the page in `language`. */
export function activeLink(page: Page, language: Language) {
  return mainNavigation(page, language).locator('a[aria-current]')
}

/** The language menu's list: the popover its button opens, on the page whether shown or not. */
export const languageList = (page: Page) => page.getByRole('banner').locator('[popover]')

/**
 * Whether the browser tells assistive technology that the button named `name` has its popup open, as read from
 * Chromium's accessibility tree: a button that opens a popover is expanded while it shows, with no attribute of
 * the page's saying so, so Playwright's queries, which read `aria-expanded`, do not see it.
 */
export async function expandedForAssistiveTechnology(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument')
    const { nodes } = await cdp.send('Accessibility.queryAXTree', {
      nodeId: root.nodeId,
      accessibleName: name,
      role: 'button',
    })
    return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined
  } finally {
    await cdp.detach()
  }
}

/** Opens a path and waits until React has hydrated it (the language list becomes a menu only then). */
export async function openPage(page: Page, path: string) {
  await page.goto(path)
  await page.locator('ul[role="menu"]').waitFor({ state: 'attached' })
}

/**
 * Holds the app's script until the returned `release` is called, so that the page stays as the server drew it
 * (the page's load event waits for it too, when the script was asked for before that event: wait for the
 * document only).
 */
export async function holdHydration(page: Page) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** What holdReactWork's script gives the page, as `window.reactWork`: React's held slices, and a hand on them. */
type ReactWork = { pending: () => number; handled: () => number; step: () => void; release: () => void }
/** Page functions are passed as functions, never as strings: the page's policy runs no string as code. */
type WithReactWork = { reactWork: ReactWork }

/**
 * Holds React's work back, one slice at a time, so that a test acts at a chosen moment of hydration without timing
 * it. React's scheduler runs each slice of its work (a few milliseconds, then it yields to the browser) in a task
 * it posts to itself through a MessageChannel; this script, run before the page's, holds every such post until
 * the test lets it through. Input is never held: React answers a tap (hydrating what it touches first) in the
 * tap's own task.
 */
export async function holdReactWork(page: Page) {
  await page.addInitScript(() => {
    const NativeChannel = window.MessageChannel
    const setHandler = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!.set!
    const held: (() => void)[] = []
    let allowed = 0
    let handled = 0
    let holding = true
    const flush = () => {
      while (held.length && (!holding || allowed > 0)) {
        allowed -= 1
        held.shift()!()
      }
    }
    const work: ReactWork = {
      pending: () => held.length,
      handled: () => handled,
      step: () => {
        allowed += 1
        flush()
      },
      release: () => {
        holding = false
        flush()
      },
    }
    Object.assign(window, { reactWork: work })
    window.MessageChannel = class extends NativeChannel {
      constructor() {
        super()
        const post = this.port2.postMessage.bind(this.port2)
        this.port2.postMessage = (message: unknown) => {
          held.push(() => post(message))
          flush()
        }
        // Counts the slices run, so that the test can wait for the one it let through.
        let handler: ((event: MessageEvent) => void) | null = null
        Object.defineProperty(this.port1, 'onmessage', {
          get: () => handler,
          set(next: ((event: MessageEvent) => void) | null) {
            handler = next
            const counted = next && ((event: MessageEvent) => (handled++, next(event)))
            setHandler.call(this, counted)
          },
        })
      }
    }
  })
  return {
    /** Waits until React has posted its first slice: the page's script has run, and hydration has begun. */
    started: () => page.waitForFunction(() => (window as unknown as WithReactWork).reactWork.pending() > 0),
    /** Lets one slice run and waits for it; answers whether React has more work held. */
    async step() {
      const before = await page.evaluate(() => (window as unknown as WithReactWork).reactWork.handled())
      await page.evaluate(() => (window as unknown as WithReactWork).reactWork.step())
      await page.waitForFunction((count) => (window as unknown as WithReactWork).reactWork.handled() > count, before)
      return (await page.evaluate(() => (window as unknown as WithReactWork).reactWork.pending())) > 0
    },
    /** Lets React work as it would. */
    release: () => page.evaluate(() => (window as unknown as WithReactWork).reactWork.release()),
  }
}
