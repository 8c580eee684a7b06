import { defineConfig } from '@playwright/test'
// Debian's Chromium in a container: no sandbox (root), no GPU, and no calls home (this machine has no network).
import chromiumFlags from './scripts/chromium-flags.json'

const port = Number(process.env.PORT ?? 9100)

/**
 * Debian's Chromium headless shell (chromium-headless-shell), the build of Debian's Chromium that Playwright
 * itself runs headless tests in: the same engine as the whole browser, for well under half its CPU time.
 */
const HEADLESS_SHELL = {
  launchOptions: {
    executablePath: process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    args: chromiumFlags,
  },
}

/**
 * The specs that start an editor on a copy of the repository or build one: a minute or more each, their tests
 * one after another. They start first, and the page's short tests fill both workers around them: in file
 * order, the longest came last and ran alone while the other worker had nothing left.
 */
const JOURNEYS = [
  'cms',
  'deployedEditor',
  'editMode',
  'editorAccessibility',
  'history',
  'keyboardJourney',
  'netlifyContexts',
  'publishStatus',
  'translations',
  'workflow',
].map((name) => `**/${name}.spec.ts`)

// Browser tests run against the built site (`npm run build` first), served through Netlify's own rules
// (scripts/serve.mts), in Debian's Chromium (above): Playwright's own browser download is not reachable from this
// project's machines. Each run starts its own server and refuses a busy port, so no test talks to a server
// left over from an earlier build.
export default defineConfig({
  testDir: '__tests__/browser',
  testMatch: '*.spec.ts',
  timeout: 30_000,
  workers: 2,
  // A failed test runs once more, in a new browser; `npm test` counts it passed only if the first attempt failed
  // because Chromium had stopped drawing the page (see `framesAfterFailure` in __tests__/browser/fixtures.ts).
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  // Playwright hands out a project's tests before the next project's.
  projects: [
    // A journey that fails keeps the trace of its first attempt (each action, the page's DOM, network and
    // console) in test-results/, which CI on GitHub keeps with the run: a failure that the retry does not repeat
    // can still be read.
    { name: 'journeys', testMatch: JOURNEYS, use: { trace: { mode: 'retain-on-first-failure', screenshots: false } } },
    { name: 'page', testIgnore: JOURNEYS },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    ...HEADLESS_SHELL,
  },
  webServer: {
    command: 'node --import tsx scripts/serve.mts',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
