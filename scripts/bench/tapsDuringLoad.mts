// A visitor's tap at moments of the load, as INP counts it: on the calibrated mid-range phone (Lighthouse's mobile
// screen and slow 4G, the CPU slowed as realThrottling.mts calibrates it), one finger taps a control at T ms after
// the navigation starts, and the page's own Event Timing entries give the interaction's duration: the longest of
// its entries (pointerdown, pointerup, click share its interactionId), from the finger to the next paint. The
// limit page, which has no JavaScript, is tapped at the same moments: what a tap costs on a page that does
// nothing but draw, on this machine, now.
import type { Browser, BrowserContext } from '@playwright/test'
import { throttling } from 'lighthouse/core/config/constants.js'
import { median } from '../lighthouse/median.mts'
import { TAP_MOMENTS_MS, TAPPED_CONTROLS, type TapFigures, type TappedControl } from './tapGoal.mts'

/** Lighthouse's mobile screen (its `screenEmulation` for the mobile preset), with touch. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/** How long a finger rests on the screen, whatever the page is doing meanwhile. */
const TOUCH_MS = 60
/** Event Timing reports an entry after the next paint; entries under 16 ms are not reported at all. */
const REPORTED_FROM_MS = 16

/** Collects every Event Timing entry of an interaction, and what the finger first touched. */
const OBSERVE_INTERACTIONS = `(() => {
  window.__durations = [];
  window.__touched = null;
  addEventListener('pointerdown', (event) => { window.__touched = window.__touched || event.target; }, true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__durations.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: ${REPORTED_FROM_MS}, buffered: true });
})()`

/** One tap: its duration in ms, or null when the control was not under the finger at that moment (not drawn yet). */
export type Tap = { durationMs: number | null }

/** Where `selector` lies on the phone's screen once `url` has loaded: it lies there at every moment of a load. */
async function controlBox(browser: Browser, url: string, selector: string) {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    const box = await page.locator(selector).first().boundingBox()
    if (!box) throw new Error(`${selector} is not on the screen of ${url}`)
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  } finally {
    await context.close()
  }
}

async function throttled(context: BrowserContext, cpuSlowdown: number) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = throttling.mobileSlow4G
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: requestLatencyMs,
    downloadThroughput: Math.floor((downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((uploadThroughputKbps * 1024) / 8),
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  return { page, cdp }
}

/** Taps the control at `point` of `url` at `atMs` after the navigation starts, on a throttled phone. */
async function tapOnce(
  browser: Browser,
  url: string,
  selector: string,
  point: { x: number; y: number },
  atMs: number,
  cpuSlowdown: number,
): Promise<Tap> {
  const context = await browser.newContext({ ...PHONE, acceptDownloads: true })
  try {
    const { page, cdp } = await throttled(context, cpuSlowdown)
    await page.addInitScript(OBSERVE_INTERACTIONS)
    await page.goto(url, { waitUntil: 'commit' })
    // The page's clock and this process's are both the system's, in ms since the epoch.
    const started = await page.evaluate(() => performance.timeOrigin)
    const wait = started + atMs - (performance.timeOrigin + performance.now())
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)))
    // The finger lifts after TOUCH_MS whether or not the page has answered the touch: it does not wait for it.
    const down = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
    await new Promise((resolve) => setTimeout(resolve, TOUCH_MS))
    await Promise.all([down, cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })])
    await page.waitForLoadState('load')
    // An entry is reported after the paint that follows it: a frame at the throttled rate, then a margin.
    await page.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500)))),
    )
    const { durations, onControl } = await page.evaluate((controlSelector) => {
      const observed = window as unknown as { __durations: number[]; __touched: Element | null }
      return { durations: observed.__durations, onControl: !!observed.__touched?.closest(controlSelector) }
    }, selector)
    if (!onControl) return { durationMs: null }
    // No entry: every event of the tap took under the 16 ms Event Timing reports from.
    return { durationMs: Math.max(REPORTED_FROM_MS, ...durations) }
  } finally {
    await context.close()
  }
}

export type TapTarget = { name: string; url: string }

/**
 * Taps every control of every target at every moment, round by round and target by target, so that a busy moment
 * of the machine touches each alike; `cpuSlowdown(round)` gives each round's calibration. Medians per moment;
 * null where no round found the control under the finger.
 */
export async function measureTaps(
  browser: Browser,
  targets: readonly TapTarget[],
  rounds: number,
  cpuSlowdown: (round: number) => Promise<number>,
): Promise<TapFigures> {
  const runs = new Map<string, number[]>()
  const key = (target: string, control: string, moment: number) => `${target}|${control}|${moment}`
  const points = new Map<string, { x: number; y: number }>()
  for (const target of targets)
    for (const control of TAPPED_CONTROLS)
      points.set(
        `${target.name}|${control.name}`,
        await controlBox(browser, `${target.url}${control.hash}`, control.selector),
      )
  for (let round = 1; round <= rounds; round++) {
    const slowdown = await cpuSlowdown(round)
    for (const moment of TAP_MOMENTS_MS)
      for (const control of TAPPED_CONTROLS)
        for (const target of targets) {
          const point = points.get(`${target.name}|${control.name}`)!
          const url = `${target.url}${control.hash}`
          const { durationMs } = await tapOnce(browser, url, control.selector, point, moment, slowdown)
          if (durationMs !== null)
            runs.set(key(target.name, control.name, moment), [
              ...(runs.get(key(target.name, control.name, moment)) ?? []),
              durationMs,
            ])
        }
  }
  return Object.fromEntries(
    targets.map(({ name }) => [
      name,
      Object.fromEntries(
        TAPPED_CONTROLS.map((control) => [
          control.name,
          TAP_MOMENTS_MS.map((moment) => {
            const durations = runs.get(key(name, control.name, moment))
            return durations ? median(durations) : null
          }),
        ]),
      ) as Record<TappedControl, (number | null)[]>,
    ]),
  )
}
