/**
 * What the journeys need from a browser, whatever drives it: one adapter per engine (firefox.ts, webkit.ts)
 * implements it, so each journey is written once and runs in every engine.
 */
export interface Driver {
  /** Loads a path of the site and waits until its document has loaded. */
  goto(path: string): Promise<void>
  reload(): Promise<void>
  /**
   * Runs a function in the page and returns its (JSON) result. The function is sent as source: it cannot use
   * anything from this module's scope, only its arguments.
   */
  evaluate<Result, Args extends unknown[]>(
    pageFunction: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>
  /**
   * Clicks, as a visitor does (a trusted pointer event), the one element with this role and accessible name;
   * WebKitGTK's, which the phone's journeys run in, first brings it to the middle of the screen and fails if it
   * then lies past the screen's left or right edge, or the page is scrolled sideways.
   */
  click(role: string, name: AccessibleName): Promise<void>
  /** Replaces the text of the one field with this role and accessible name, typing as a person does. */
  fill(role: string, name: AccessibleName, text: string): Promise<void>
  /** Lays the page out at a phone's width (390 px): engines differ in how (see docs/testing.md). */
  emulatePhone(): Promise<void>
  /** Ends the browser and its driver, whatever state they are in, within seconds: nothing is left running. */
  close(): Promise<void>
  /** The process group of the browser and its driver, which holds every process they started. */
  processGroup: number
}

/** How long a click or a fill waits for its element to show. */
export const FIND_MS = 15_000

/** An accessible name, whole or as a pattern. */
export type AccessibleName = string | RegExp

/** An accessible name as it travels to the page: a pattern cannot be sent as it is. */
export type SentName = { text: string } | { source: string; flags: string }

export const sentName = (name: AccessibleName): SentName =>
  typeof name === 'string' ? { text: name } : { source: name.source, flags: name.flags }

/**
 * Testing Library's query for the one element of `role` named `name`, as source for the page: it runs there
 * after TESTING_LIBRARY (inPage.ts), with the role and the sent name as its arguments. It waits for the element
 * as a person waits for a button to show (Playwright's locators do the same): an editor's view re-renders after
 * a save or a publish, and an element seen a moment before may be between two renders.
 */
export const FIND_BY_ROLE = `(role, name) => window.TestingLibraryDom.findByRole(document.body, role, {
  name: 'text' in name ? name.text : new RegExp(name.source, name.flags),
}, { timeout: ${FIND_MS} })`

/**
 * What a driver says when the element it found was gone, or not yet laid out, as it acted on it: puppeteer's
 * "Node is detached from document" and "Node is either not clickable…", WebDriver's stale element reference.
 */
const GONE = /Node is detached|Node is either not clickable|stale element reference/

/**
 * Finds an element and acts on it, as Playwright's locators do: an element that a re-render replaced between
 * the two (an editor's view re-renders as its data arrives) is found again, within FIND_MS. The action had not
 * begun on the element that was gone, so it is never done twice.
 */
export async function onFoundElement<Element>(find: () => Promise<Element>, act: (element: Element) => Promise<void>) {
  const deadline = Date.now() + FIND_MS
  for (;;) {
    const element = await find()
    try {
      return await act(element)
    } catch (error) {
      if (!GONE.test(String(error)) || Date.now() > deadline) throw error
    }
  }
}

/**
 * How to open a browser. With `proxy`, HTTPS to other hosts than the site's goes through the proxy on that port.
 * Once `signal` aborts (the test's, at its time limit), the browser and its driver are killed at once: a test
 * that timed out goes on running until its promise settles, and must not keep the test run alive.
 */
export type LaunchOptions = { signal: AbortSignal; proxy?: { port: number } }

/** Where the visitor's journeys open their browsers: each journey a driver of its own, with nothing stored. */
export type JourneyBrowsers = {
  /** A driver for one journey; once `signal` aborts, its browser is killed at once, as `launch`'s is. */
  open(options: { signal: AbortSignal }): Promise<Driver>
  /** Ends whatever is still running. */
  close(): Promise<void>
}

/**
 * An engine: its name, a way to open a fresh browser on the site (with a proxy, or for a test of the harness),
 * and the browsers of the visitor's journeys.
 */
export type Engine = {
  name: string
  launch(origin: string, options: LaunchOptions): Promise<Driver>
  journeyBrowsers(origin: string): JourneyBrowsers
}

/** Kills a browser's or driver's whole process group (its leader was started detached), if it is still there. */
export function killProcessGroup(leader: number | undefined) {
  if (!leader) return
  try {
    process.kill(-leader, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/** Whether any process of a process group is still running. */
export function groupAlive(leader: number) {
  try {
    process.kill(-leader, 0)
    return true
  } catch {
    return false
  }
}

/** How long a browser may take to close cleanly before it is killed. */
export const CLOSE_MS = 10_000

/**
 * In the page, with the element as its argument: why the element is not within the screen's width (it lies past
 * its left or right edge, or the page is scrolled sideways), or null. Compared with the root's box, which a CSS
 * zoom of the root (WebKitGTK's phone) scales alike.
 */
export const OFF_SCREEN = `const box = arguments[0].getBoundingClientRect()
const screen = document.documentElement.getBoundingClientRect()
if (window.scrollX !== 0) return 'the page is scrolled sideways'
if (box.left < screen.left - 0.5 || box.right > screen.right + 0.5)
  return 'it lies from ' + box.left + ' to ' + box.right + ' px, the screen from ' + screen.left + ' to ' + screen.right
return null`
