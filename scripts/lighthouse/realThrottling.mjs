// Lighthouse's mobile preset with REAL throttling (`throttlingMethod: 'devtools'`): Chromium itself slows the
// CPU 4x and the network to slow 4G while the page loads, so first paint, largest paint and time to
// interactive are what such a phone would see, not a simulation from an unthrottled load. Timings vary with
// how busy the machine is, so only `npm run bench` uses them, against the limit page measured in the same run.
import { createRequire } from 'node:module'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

/**
 * The timings, and Lighthouse's CPU benchmark of the machine during the run (`BenchmarkIndex`), which tells a
 * reader how far the machine is from the one Lighthouse's 4x slowdown assumes (a value below 1000: slower).
 * @typedef {{ fcpMs: number, lcpMs: number, ttiMs: number, benchmarkIndex: number }} RealTimings
 */

const CHROME_FLAGS = ['--headless=new', ...createRequire(import.meta.url)('../chromium-flags.json')]
const ATTEMPTS = 3

/** @returns {Promise<RealTimings>} */
async function realRun(/** @type {string} */ url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const value = (/** @type {string} */ id) => result.lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      ttiMs: value('interactive'),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    }
  } finally {
    chrome.kill()
  }
}

/**
 * A run whose trace Lighthouse could not read: now and then it throws NO_NAVSTART instead of leaving the
 * figures out; counted as a missed run, to repeat. Any other error stops the benchmark.
 * @returns {RealTimings}
 */
function unreadTrace(/** @type {{ code?: string }} */ error) {
  if (error?.code !== 'NO_NAVSTART') throw error
  return { fcpMs: Number.NaN, lcpMs: Number.NaN, ttiMs: Number.NaN, benchmarkIndex: Number.NaN }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Median real-throttling timings of `runs` runs, each in a fresh browser; a run that missed a figure (Lighthouse
 * 12 now and then cannot read this Chromium's trace) is repeated rather than let into the medians.
 * @returns {Promise<RealTimings>}
 */
export async function measureRealThrottling(/** @type {string} */ url, /** @type {number} */ runs) {
  /** @type {RealTimings[]} */
  const results = []
  for (let run = 0; run < runs; run++) {
    for (let attempt = 1; ; attempt++) {
      const timings = await realRun(url).catch(unreadTrace)
      if (Object.values(timings).every(Number.isFinite)) {
        results.push(timings)
        break
      }
      if (attempt === ATTEMPTS) throw new Error(`Lighthouse (real throttling) could not measure ${url}`)
    }
  }
  return /** @type {RealTimings} */ (
    Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]))
  )
}
