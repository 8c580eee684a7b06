import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** What the collector keeps, in `window.__journey`. */
export type Collected = { errors: string[]; violations: string[]; scrollPositions: number[]; blobs: Blob[] }

/**
 * Installed in every document the journeys open, as early as the engine allows (see the adapters): it keeps
 * console errors, uncaught errors and rejections, Content-Security-Policy violations, every scroll position,
 * and the Blobs the page turns into object URLs. A Blob download itself is cancelled: the journeys read the
 * Blob, and the machine keeps no downloaded files. Installs once per document.
 */
function collect() {
  const scope = window as unknown as { __journey?: Collected }
  if (scope.__journey) return
  const collected: Collected = { errors: [], violations: [], scrollPositions: [], blobs: [] }
  scope.__journey = collected
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    collected.errors.push(args.map(String).join(' '))
    consoleError(...args)
  }
  window.addEventListener('error', (event) => collected.errors.push(`uncaught: ${event.message}`))
  window.addEventListener('unhandledrejection', (event) => collected.errors.push(`unhandled: ${event.reason}`))
  document.addEventListener('securitypolicyviolation', (event) =>
    collected.violations.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile})`),
  )
  window.addEventListener('scroll', () => collected.scrollPositions.push(window.scrollY))
  const createObjectURL = URL.createObjectURL.bind(URL)
  URL.createObjectURL = (object: Blob | MediaSource) => {
    if (object instanceof Blob) collected.blobs.push(object)
    return createObjectURL(object)
  }
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof HTMLAnchorElement ? event.target : null
      if (link?.hasAttribute('download') && link.href.startsWith('blob:')) event.preventDefault()
    },
    true,
  )
}

/**
 * The collector as a script to run in a page. tsx compiles with esbuild's keepNames, which wraps named inner
 * functions in a `__name` helper: a function sent to the page as source needs it there too.
 */
export const COLLECTOR = `globalThis.__name ??= (target) => target; (${collect.toString()})()`

// Resolved from the project's root: tsx runs this file as CommonJS, where import.meta is not available.
const require = createRequire(path.join(process.cwd(), 'package.json'))
const testingLibraryPath = path.join(
  path.dirname(require.resolve('@testing-library/dom/package.json')),
  'dist/@testing-library/dom.umd.min.js',
)

/**
 * Testing Library's DOM queries (`window.TestingLibraryDom`), so that every engine finds elements the same
 * way, by role and accessible name, whatever the engine's own accessibility tree exposes.
 */
export const TESTING_LIBRARY = `if (!window.TestingLibraryDom) {${readFileSync(testingLibraryPath, 'utf8')}}`
