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
  longestTaskCpuMs: number
  cls: number
  speedIndexMs: number
  jsBytes: number
  imageBytes: number
  totalBytes: number
  requests: number
  htmlBytes: number
  htmlGzipBytes: number
}

// The benchmark serves its sites over TLS with a certificate of the run's own (bench.mts).
const CHROME_FLAGS = [
  '--headless=new',
  ...createRequire(import.meta.url)('../chromium-flags.json'),
  '--ignore-certificate-errors',
]

/** A loop of `count` steps of work, as source: the planted task runs it in the page, and Node to calibrate it. */
const work = (count: number) => `let x = 0; for (let i = 0; i < ${count}; i++) x = (x * 31 + i) | 0; return x`

/**
 * How many steps of `work` take `ms` of this thread's CPU time, measured in Node (the V8 that Chromium runs too):
 * the same work in the page then costs as much CPU time, however busy the machine is.
 */
function stepsFor(ms: number) {
  const steps = 10_000_000
  const start = process.threadCpuUsage()
  new Function(work(steps))()
  const { user, system } = process.threadCpuUsage(start)
  return Math.round((steps * ms * 1000) / (user + system))
}

/**
 * LIGHTHOUSE_PLANTED_TASK_MS=200 adds a task of that many milliseconds of work (CPU time) to the main thread at
 * start-up (when the document has been parsed), as a regression in the site's start-up code would: the check
 * that the gate catches one. Injected through the DevTools protocol, so the build and the page's
 * Content-Security-Policy stay as they are; unset, nothing is injected.
 */
const PLANTED_TASK_MS = Number(process.env.LIGHTHOUSE_PLANTED_TASK_MS ?? 0)
const plantedTask =
  PLANTED_TASK_MS > 0 &&
  `if (location.protocol.startsWith('http')) addEventListener('DOMContentLoaded', () => {
  globalThis.plantedTask = (() => { ${work(stepsFor(PLANTED_TASK_MS))} })()
})`

/** A task as Lighthouse reads it from the trace; `tdur`, where the trace has it, is its thread (CPU) time in µs. */
type TaskNode = { event: { name: string; tdur?: number }; children: TaskNode[]; parent?: TaskNode; duration: number }

/** Whether a task ran an event of that name, at any depth. */
const ran = (task: TaskNode, name: string): boolean =>
  task.event.name === name || task.children.some((child) => ran(child, name))

/**
 * The longest of the page's tasks on its main thread, in milliseconds, in the trace Lighthouse recorded (from
 * navigation to its end, unthrottled): of wall-clock time, which the machine's load stretches (a task waits for
 * a core), and of the thread's CPU time, which it does not. Chromium's own commit of the navigation
 * (`DocumentLoader::CommitNavigation`: the new document and its JavaScript context, set up before the page's
 * first byte is parsed) is not the page's task, and is left out.
 */
async function longestTasks(trace: Artifacts['Trace']) {
  const tasks = (await MainThreadTasks.request(trace, { computedCache: new Map() })) as TaskNode[]
  const pagesOwn = tasks.filter((task) => !task.parent && !ran(task, 'DocumentLoader::CommitNavigation'))
  return {
    longestTaskMs: Math.max(0, ...pagesOwn.map((task) => task.duration)),
    longestTaskCpuMs: Math.max(0, ...pagesOwn.map((task) => (task.event.tdur ?? Number.NaN) / 1000)),
  }
}

async function lighthouseRun(url: string, preset: Preset): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  try {
    const page = await browser.newPage()
    if (plantedTask) await page.evaluateOnNewDocument(plantedTask)
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
      ...(await longestTasks(result.artifacts.Trace)),
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
