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
  /** Clicks, as a visitor does (a trusted pointer event), the one element with this role and accessible name. */
  click(role: string, name: string): Promise<void>
  /** Lays the page out at a phone's width (390 px): engines differ in how (see the README). */
  emulatePhone(): Promise<void>
  close(): Promise<void>
}

/** An engine: its name and a way to open a fresh browser on the site. */
export type Engine = { name: string; launch(origin: string): Promise<Driver> }
