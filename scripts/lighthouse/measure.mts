// Runs Lighthouse in Debian's Chromium (CHROME_PATH) and reduces each page and preset to the figures the
// benchmark prints and the budgets check: medians of several runs, each in a fresh browser profile.
// Run by node itself, which strips the types and adds nothing: Lighthouse sends functions to the browser as
// source text, and a TypeScript loader's helpers in that text break it.
import { createRequire } from 'node:module'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import type { Artifacts } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { median } from './median.mts'

export type Preset = 'mobile' | 'desktop'
export type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  longestTaskMs: number
  cls: number
  speedIndexMs: number
  jsBytes: number
  imageBytes: number
  totalBytes: number
  requests: number
  htmlBytes: number
  htmlGzipBytes: number
}

const CHROME_FLAGS = ['--headless=new', ...createRequire(import.meta.url)('../chromium-flags.json')]

/**
 * LIGHTHOUSE_PLANTED_TASK_MS=200 adds a task of that many milliseconds of wall-clock time to the main thread at
 * start-up (when the document has been parsed), as a regression in the site's start-up code would: the check
 * that the gate catches one (README, Quality gates). Injected through the DevTools protocol, so the build and
 * the page's Content-Security-Policy stay as they are; unset, nothing is injected.
 */
const PLANTED_TASK_MS = Number(process.env.LIGHTHOUSE_PLANTED_TASK_MS ?? 0)
const plantedTask = `if (location.protocol.startsWith('http')) addEventListener('DOMContentLoaded', () => {
  const end = performance.now() + ${PLANTED_TASK_MS}
  while (performance.now() < end) {}
})`

type TaskNode = { event: { name: string }; children: TaskNode[] }

/** Whether a task ran an event of that name, at any depth. */
const ran = (task: TaskNode, name: string): boolean =>
  task.event.name === name || task.children.some((child) => ran(child, name))

/**
 * The longest task on the page's main thread in wall-clock milliseconds, as it ran (unthrottled) in the
 * trace Lighthouse recorded, from navigation to the end of the trace. Chromium's own commit of the navigation
 * (`DocumentLoader::CommitNavigation`: the new document and its JavaScript context, set up before the page's
 * first byte is parsed) is not the page's task: it took 67-175 ms on a two-core machine where the limit page,
 * 2 KB of HTML and no JavaScript, measured 57-127 ms as its longest task (README, Quality gates).
 */
async function longestTaskMs(trace: Artifacts['Trace']) {
  const tasks = await MainThreadTasks.request(trace, { computedCache: new Map() })
  const pagesOwn = tasks.filter((task) => !task.parent && !ran(task, 'DocumentLoader::CommitNavigation'))
  return Math.max(0, ...pagesOwn.map((task) => task.duration))
}

async function lighthouseRun(url: string, preset: Preset): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  try {
    const page = await browser.newPage()
    if (PLANTED_TASK_MS > 0) await page.evaluateOnNewDocument(plantedTask)
    // Lighthouse's default config is the mobile preset (a mid-range phone on simulated slow 4G).
    const config = preset === 'desktop' ? desktopConfig : undefined
    const result = await lighthouse(url, { logLevel: 'error', output: 'json' }, config, page)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => {
      const value = categories[id]?.score
      return typeof value === 'number' ? Math.round(value * 100) : Number.NaN
    }
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    type Request = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number }
    const details = audits['network-requests']?.details
    const items = (details && 'items' in details ? details.items : []) as Request[]
    const requests = items.filter((request) => !request.url.startsWith('data:'))
    const documentRequest = requests.find((request) => request.resourceType === 'Document')
    const bytesOf = (type: string) =>
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
      longestTaskMs: await longestTaskMs(result.artifacts.Trace),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
      jsBytes: bytesOf('Script'),
      imageBytes: bytesOf('Image'),
      totalBytes: value('total-byte-weight'),
      requests: requests.length,
      // The page's own document: its bytes as parsed, and as sent (gzip).
      htmlBytes: documentRequest?.resourceSize ?? Number.NaN,
      htmlGzipBytes: documentRequest?.transferSize ?? Number.NaN,
    }
  } finally {
    await browser.disconnect()
    chrome.kill()
  }
}

const ATTEMPTS = 3

/**
 * One Lighthouse run that measured every figure. Now and then Lighthouse 12 cannot read the trace this newer
 * Chromium records (NO_NAVSTART: "Please run Lighthouse again"); the run is repeated rather than let a
 * missing value into the medians.
 */
async function runOnce(url: string, preset: Preset): Promise<Figures> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const figures = await lighthouseRun(url, preset).catch((error) => {
      // The same unreadable trace, thrown instead of reported (NO_NAVSTART): repeat the run too.
      if (error?.code !== 'NO_NAVSTART') throw error
      return { performance: Number.NaN } as Figures
    })
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

/** Median figures of `runs` Lighthouse runs of one page with one preset. */
export async function measure(url: string, preset: Preset, runs: number): Promise<Figures> {
  const results: Figures[] = []
  for (let run = 0; run < runs; run++) results.push(await runOnce(url, preset))
  const keys = Object.keys(results[0]) as (keyof Figures)[]
  return Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))])) as Figures
}
