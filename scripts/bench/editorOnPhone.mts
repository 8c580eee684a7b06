// `npm run bench:editor` (after a build): the editor's first load on a mid-range phone, as docs/performance.md
// states it. Each round calibrates the CPU slowdown to this machine (realThrottling.mts), then opens a link to an
// entry of `npm run cms`'s editor, on a copy of the repository, in a fresh 390 px phone with an empty cache, the
// CPU slowed as calibrated and the network as Lighthouse's slow 4G: the time from the address to the log-in screen,
// and from the tap on the log-in to the entry's form. Prints each round and the medians. Further arguments are
// folders whose build to measure instead of this one's, round by round (a worktree of another commit, built):
//   npm run bench:editor -- --runs=5 /tmp/before .
import { createRequire } from 'node:module'
import path from 'node:path'
import { rm } from 'node:fs/promises'
import { chromium, type Browser } from '@playwright/test'
import { screenEmulationMetrics, throttling } from 'lighthouse/core/config/constants.js'
import { EDITOR_UI, repositoryCopy } from '../../__tests__/browser/support/editorWorkflow.ts'
import { startCms } from '../../__tests__/browser/support/localEditorProcess.ts'
import { calibrate } from '../lighthouse/realThrottling.mts'
import { median } from '../lighthouse/median.mts'

const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5)
const roots = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const PORT = Number(process.env.PORT ?? 9100) + 50
/** The entry the link opens, and its field that shows the form is drawn. */
const ENTRY = '#/collections/contact/entries/contact'
const FORM_FIELD = 'input[id^="phone-field"]'

/** The moments of a first load, in ms since the address was opened. */
type PhoneLoad = { loginScreenMs: number; formAfterLoginMs: number }

/**
 * Notes, in the page, when the log-in button is first drawn, when it is tapped, and when the entry's form first
 * holds its value: a MutationObserver reads them as the page changes, with no wait of the measuring side in them.
 */
const noteMoments = ([login, formField]: [string, string]) => {
  const moments: Record<string, number> = {}
  Object.assign(window, { editorMoments: moments })
  const noteOnce = (name: string, holds: boolean) => {
    if (holds && moments[name] === undefined) moments[name] = performance.now()
  }
  new MutationObserver(() => {
    noteOnce(
      'loginScreen',
      [...document.querySelectorAll('button')].some((button) => button.textContent === login),
    )
    noteOnce('form', !!document.querySelector<HTMLInputElement>(formField)?.value)
  }).observe(document, { subtree: true, childList: true, attributes: true })
  document.addEventListener(
    'click',
    ({ target }) => noteOnce('login', (target as Element).closest('button')?.textContent === login),
    { capture: true },
  )
}

/** One first load of the editor at `editorUrl`, on a phone slowed by `cpuSlowdown` on slow 4G. */
async function phoneLoad(browser: Browser, editorUrl: string, cpuSlowdown: number): Promise<PhoneLoad> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: screenEmulationMetrics.mobile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const devtools = await context.newCDPSession(page)
    const network = throttling.mobileSlow4G
    await devtools.send('Network.enable')
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.requestLatencyMs,
      downloadThroughput: (network.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (network.uploadThroughputKbps * 1024) / 8,
    })
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    // tsx compiles with esbuild's keepNames, which wraps named inner functions in a `__name` helper: a function
    // sent to the page as source needs it there too.
    await page.addInitScript('globalThis.__name ??= (target) => target')
    await page.addInitScript(noteMoments, [EDITOR_UI.login, FORM_FIELD] as [string, string])
    await page.goto(`${editorUrl}${ENTRY}`, { waitUntil: 'commit' })
    await page.getByRole('button', { name: EDITOR_UI.login, exact: true }).tap({ timeout: 60_000 })
    await page.waitForFunction(() => 'form' in (window as unknown as { editorMoments: object }).editorMoments, null, {
      timeout: 60_000,
    })
    const moments = await page.evaluate(
      () => (window as unknown as { editorMoments: Record<string, number> }).editorMoments,
    )
    return { loginScreenMs: moments.loginScreen, formAfterLoginMs: moments.form - moments.login }
  } finally {
    await context.close()
  }
}

const sites = roots.length ? roots.map((root) => path.resolve(root)) : [process.cwd()]
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: createRequire(import.meta.url)('../chromium-flags.json'),
})
type Editor = { root: string; url: string; loads: PhoneLoad[] }
const editors: Editor[] = []
const cleanUps: (() => Promise<void>)[] = []
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
try {
  for (const [index, root] of sites.entries()) {
    const repositoryDir = repositoryCopy('editor-on-phone-')
    cleanUps.push(() => rm(repositoryDir, { recursive: true, force: true }))
    const sitePort = PORT + 2 * index
    const stop = await startCms({ sitePort, backendPort: sitePort + 1, repositoryDir, cwd: root })
    cleanUps.push(async () => stop())
    editors.push({ root, url: `http://localhost:${sitePort}/admin/`, loads: [] })
  }
  const slowdowns: number[] = []
  for (let round = 1; round <= RUNS; round++) {
    const { benchmarkIndex, cpuSlowdown } = await calibrate()
    slowdowns.push(cpuSlowdown)
    for (const editor of editors) {
      const load = await phoneLoad(browser, editor.url, cpuSlowdown)
      editor.loads.push(load)
      console.log(
        `Round ${round} of ${RUNS} (BenchmarkIndex ${benchmarkIndex.toFixed(0)}, CPU slowdown ${cpuSlowdown.toFixed(1)}x), ` +
          `${editor.root}: log-in screen ${seconds(load.loginScreenMs)}, form ${seconds(load.formAfterLoginMs)} after the log-in`,
      )
    }
  }
  console.log(`\nMedians of ${RUNS} rounds, CPU slowdown ${median(slowdowns).toFixed(1)}x, slow 4G:`)
  for (const { root, loads } of editors) {
    const of = (key: keyof PhoneLoad) => loads.map((load) => load[key])
    const range = (values: number[]) =>
      `${seconds(median(values))} (${seconds(Math.min(...values))} to ${seconds(Math.max(...values))})`
    console.log(
      `${root}: log-in screen ${range(of('loginScreenMs'))}; the entry's form ${range(of('formAfterLoginMs'))} after the log-in`,
    )
  }
} finally {
  await browser.close()
  for (const cleanUp of cleanUps.reverse()) await cleanUp()
}
