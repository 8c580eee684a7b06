// Runs Lighthouse in Debian's Chromium (CHROME_PATH) and reduces each page and preset to the figures the
// benchmark prints and the budgets check: medians of several runs, each in a fresh browser profile.
// Plain JavaScript run by node: Lighthouse sends functions to the browser as source text, and a TypeScript
// loader's helpers in that text break it.
import { createRequire } from 'node:module'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

/**
 * @typedef {'mobile' | 'desktop'} Preset
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number, fcpMs: number,
 *   lcpMs: number, tbtMs: number, cls: number, speedIndexMs: number, jsBytes: number, imageBytes: number,
 *   totalBytes: number, requests: number }} Figures
 */

const CHROME_FLAGS = ['--headless=new', ...createRequire(import.meta.url)('../chromium-flags.json')]

/** @returns {Promise<Figures>} */
async function lighthouseRun(/** @type {string} */ url, /** @type {Preset} */ preset) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  try {
    // Lighthouse's default config is the mobile preset (a mid-range phone on simulated slow 4G).
    const config = preset === 'desktop' ? desktopConfig : undefined
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }, config)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const score = (/** @type {string} */ id) => {
      const value = categories[id]?.score
      return typeof value === 'number' ? Math.round(value * 100) : Number.NaN
    }
    const value = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN
    /** @type {{ url: string, resourceType?: string, transferSize?: number }[]} */
    const requests = (audits['network-requests']?.details?.items ?? []).filter(
      (request) => !request.url.startsWith('data:'),
    )
    const bytesOf = (/** @type {string} */ type) =>
      requests
        .filter((request) => request.resourceType === type)
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
      jsBytes: bytesOf('Script'),
      imageBytes: bytesOf('Image'),
      totalBytes: value('total-byte-weight'),
      requests: requests.length,
    }
  } finally {
    chrome.kill()
  }
}

const ATTEMPTS = 3

/**
 * One Lighthouse run that measured every figure. Now and then Lighthouse 12 cannot read the trace this newer
 * Chromium records (NO_NAVSTART: "Please run Lighthouse again"); the run is repeated rather than let a
 * missing value into the medians.
 * @returns {Promise<Figures>}
 */
async function runOnce(/** @type {string} */ url, /** @type {Preset} */ preset) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const figures = await lighthouseRun(url, preset)
    const missing = Object.entries(figures)
      .filter(([, value]) => !Number.isFinite(value))
      .map(([name]) => name)
    if (missing.length === 0) return figures
    console.warn(
      `Lighthouse (${preset}) on ${url} did not measure ${missing.join(', ')}; attempt ${attempt} of ${ATTEMPTS}`,
    )
  }
  throw new Error(`Lighthouse (${preset}) could not measure ${url} in ${ATTEMPTS} attempts`)
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Median figures of `runs` Lighthouse runs of one page with one preset.
 * @returns {Promise<Figures>}
 */
export async function measure(/** @type {string} */ url, /** @type {Preset} */ preset, /** @type {number} */ runs) {
  /** @type {Figures[]} */
  const results = []
  for (let run = 0; run < runs; run++) results.push(await runOnce(url, preset))
  return /** @type {Figures} */ (
    Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((result) => result[key]))]))
  )
}
