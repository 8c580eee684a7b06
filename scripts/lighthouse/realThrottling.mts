// Lighthouse's mobile preset with REAL throttling (`throttlingMethod: 'devtools'`): Chromium itself slows the
// CPU and the network (slow 4G) while the page loads, so first paint, largest paint and time to interactive
// are what such a phone would see, not a simulation from an unthrottled load. The CPU slowdown is the one
// Lighthouse's calculator gives for this machine's BenchmarkIndex (cpuSlowdown.mts), not the preset's fixed 4x,
// which only a machine of index 1,533 turns into that phone. Timings vary with how busy the machine is, so only
// `npm run bench` uses them, against the limit page measured in the same run.
import { createRequire } from 'node:module'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import puppeteer from 'puppeteer-core'
import { cpuSlowdownFor } from './cpuSlowdown.mts'
import { median } from './median.mts'

/** The timings, and Lighthouse's CPU benchmark of the machine at the start of the run (`BenchmarkIndex`). */
export type RealTimings = { fcpMs: number; lcpMs: number; ttiMs: number; benchmarkIndex: number }
export type Calibration = { benchmarkIndex: number; cpuSlowdown: number }

// The benchmark serves its sites over TLS with a certificate of the run's own (bench.mts).
const CHROME_FLAGS = [
  '--headless=new',
  ...createRequire(import.meta.url)('../chromium-flags.json'),
  '--ignore-certificate-errors',
]
const ATTEMPTS = 3
const BENCHMARKS = 3

const launchChromium = () =>
  chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })

/**
 * The machine's BenchmarkIndex as Lighthouse computes it (its own page function, about a second of work in a
 * blank page of the same Chromium), the median of three, and the CPU slowdown the calculator gives for it.
 * The benchmark measures a run of all pages, round by round: every page of a round gets the same slowdown,
 * so the ratios to the limit page compare like with like.
 */
export async function calibrate(): Promise<Calibration> {
  const chrome = await launchChromium()
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  try {
    const page = await browser.newPage()
    const indexes: number[] = []
    for (let run = 0; run < BENCHMARKS; run++)
      indexes.push(await page.evaluate<[], () => number>(`(${pageFunctions.computeBenchmarkIndex})()`))
    const benchmarkIndex = median(indexes)
    return { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) }
  } finally {
    await browser.disconnect()
    chrome.kill()
  }
}

async function realRun(url: string, cpuSlowdown: number): Promise<RealTimings> {
  const chrome = await launchChromium()
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const value = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN
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
 */
function unreadTrace(error: { code?: string }): RealTimings {
  if (error?.code !== 'NO_NAVSTART') throw error
  return { fcpMs: Number.NaN, lcpMs: Number.NaN, ttiMs: Number.NaN, benchmarkIndex: Number.NaN }
}

/**
 * Median real-throttling timings of `runs` runs with that CPU slowdown, each in a fresh browser; a run that
 * missed a figure (Lighthouse 12 now and then cannot read this Chromium's trace) is repeated rather than let
 * into the medians.
 */
export async function measureRealThrottling(url: string, runs: number, cpuSlowdown: number): Promise<RealTimings> {
  const results: RealTimings[] = []
  for (let run = 0; run < runs; run++) {
    for (let attempt = 1; ; attempt++) {
      const timings = await realRun(url, cpuSlowdown).catch(unreadTrace)
      if (Object.values(timings).every(Number.isFinite)) {
        results.push(timings)
        break
      }
      if (attempt === ATTEMPTS) throw new Error(`Lighthouse (real throttling) could not measure ${url}`)
    }
  }
  const keys = Object.keys(results[0]) as (keyof RealTimings)[]
  return Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))])) as RealTimings
}
