import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { Builder, Capabilities, Origin, type WebDriver, type WebElement } from 'selenium-webdriver'
import {
  CLOSE_MS,
  FIND_BY_ROLE,
  FIND_MS,
  killProcessGroup,
  OFF_SCREEN,
  onFoundElement,
  sentName,
  type AccessibleName,
  type Driver,
  type Engine,
} from './driver'
import { COLLECTOR, TESTING_LIBRARY } from './inPage'

const WEBKIT_WEBDRIVER = '/usr/bin/WebKitWebDriver'
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const PHONE_WIDTH = 390
/** How long WebKitWebDriver may take to answer one command, a page's load included. */
const COMMAND_MS = 60_000

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function untilAnswering(url: string, signal: AbortSignal) {
  const deadline = Date.now() + 30_000
  for (;;) {
    signal.throwIfAborted()
    try {
      if ((await fetch(url)).ok) return
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url}`, { cause: error })
    }
    await sleep(100)
  }
}

/**
 * Debian's WebKitGTK (MiniBrowser) over WebDriver, through WebKitWebDriver, in the X server that xvfb-run
 * gives the test run. WebKitWebDriver has no preload script and no console log: the collector is installed
 * before every script the journeys run, so it sees what happens from the page's load on, not before.
 */
export const webkit: Engine = {
  name: 'WebKitGTK',
  // A new WebKitWebDriver and browser, whose data is ephemeral: nothing leaks from one launch into the next.
  async launch(origin, { signal, proxy }) {
    signal.throwIfAborted()
    const port = await freePort()
    // MiniBrowser takes its proxy from the environment (GLib's resolver) as an HTTP proxy that it asks for
    // tunnels. WebDriver's proxy capability would not do: WebKitWebDriver makes its `sslProxy` an https:// proxy,
    // which WebKit speaks TLS to and refuses for the proxy's own certificate.
    const proxyEnvironment = proxy && {
      https_proxy: `http://127.0.0.1:${proxy.port}`,
      no_proxy: 'localhost,127.0.0.1',
    }
    // Its own process group, which MiniBrowser and WebKit's processes join: killed whole, nothing is left.
    // What they print is kept, to name why a browser did not start.
    const service = spawn(WEBKIT_WEBDRIVER, [`--port=${port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...proxyEnvironment },
      detached: true,
    })
    let output = ''
    service.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2000)))
    const kill = () => killProcessGroup(service.pid)
    signal.addEventListener('abort', kill, { once: true })
    let session: WebDriver | undefined
    /** Ends the session if WebKitWebDriver answers in time, then the processes, whatever happened. */
    const close = async () => {
      signal.removeEventListener('abort', kill)
      if (session) await answered('the end of the session', session.quit(), CLOSE_MS).catch(() => undefined)
      kill()
    }
    try {
      await untilAnswering(`http://127.0.0.1:${port}/status`, signal)
      const capabilities = new Capabilities({
        browserName: 'MiniBrowser',
        // The proxy answers with a certificate of its own: only the journeys that pass through it accept it.
        ...(proxy && { acceptInsecureCerts: true }),
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      const browserStarted = new AbortController()
      session = await Promise.race([
        answered(
          'a new session',
          new Builder()
            .usingServer(`http://127.0.0.1:${port}`)
            .forBrowser('MiniBrowser')
            .withCapabilities(capabilities)
            .build(),
        ),
        browserDown(service.pid!, () => output, browserStarted.signal),
      ]).finally(() => browserStarted.abort())
      await answered('the timeouts', session.manage().setTimeouts({ pageLoad: COMMAND_MS, script: COMMAND_MS }))
      return driver(session, origin, service.pid!, close)
    } catch (error) {
      await close()
      throw error
    }
  },
  // Each journey a browser of its own: MiniBrowser starts in a fraction of the time Firefox takes.
  journeyBrowsers: (origin) => ({ open: (options) => webkit.launch(origin, options), close: async () => {} }),
}

/** The command lines of a process group's processes. */
function commandsIn(group: number) {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // The group is the fifth field of stat, after the command in parentheses (which may hold spaces).
        const pgrp = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[2])
        return pgrp === group ? [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim()] : []
      } catch {
        return []
      }
    })
}

type ScreenCentre = { x: number; y: number; cover: string | null }

/**
 * In the page, with an element as its argument: its centre as the screen shows it, under a CSS zoom of the root
 * (the element's box is read unzoomed), and what covers it there, if anything.
 */
const SCREEN_CENTRE = `const box = arguments[0].getBoundingClientRect()
const zoom = Number(getComputedStyle(document.documentElement).zoom) || 1
const x = Math.round((box.left + box.width / 2) * zoom)
const y = Math.round((box.top + box.height / 2) * zoom)
const top = document.elementFromPoint(x, y)
return { x, y, cover: !top || arguments[0].contains(top) ? null : top.outerHTML.slice(0, 120) }`

/** How GLib begins a line that MiniBrowser logs (a warning it could not open the display, say): it has started. */
const MINIBROWSER_LOG = /\(MiniBrowser:\d+\)/

/**
 * Fails as soon as MiniBrowser has not come up for a new session: WebKitWebDriver then never answers the
 * session's request, and would hold the journey until its time limit. Settles never while it is up. A browser
 * that exits at once may never be seen running; if it logged, it has been.
 */
async function browserDown(group: number, output: () => string, stop: AbortSignal): Promise<never> {
  const firstLook = Date.now() + 20_000
  let seen = false
  while (!stop.aborted) {
    await sleep(500)
    const running = commandsIn(group).some((command) => command.startsWith(MINIBROWSER))
    seen ||= running || MINIBROWSER_LOG.test(output())
    if (stop.aborted || running || (!seen && Date.now() < firstLook)) continue
    throw new Error(
      `MiniBrowser ${seen ? 'exited' : 'did not start'} before its session began; WebKitWebDriver waits for it ` +
        `forever. What they printed:\n${output() || '(nothing)'}`,
    )
  }
  return new Promise<never>(() => undefined)
}

/** Fails, naming the command, when WebKitWebDriver has not answered it within `ms`. */
function answered<T>(command: string, promise: PromiseLike<T>, ms = COMMAND_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`WebKitWebDriver did not answer ${command} within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function driver(session: WebDriver, origin: string, processGroup: number, close: () => Promise<void>): Driver {
  const run = async <Result>(script: string, ...args: unknown[]) => {
    await answered('a script', session.executeScript(COLLECTOR))
    return answered('a script', session.executeScript<Result>(script, ...args))
  }
  const find = async (role: string, name: AccessibleName) => {
    await run(TESTING_LIBRARY)
    return run<WebElement>(`return (${FIND_BY_ROLE}).apply(null, arguments)`, role, sentName(name))
  }
  return {
    async goto(path) {
      await answered(`a visit to ${path}`, session.get(new URL(path, origin).href))
      await answered('the collector', session.executeScript(COLLECTOR))
    },
    async reload() {
      await answered('a reload', session.navigate().refresh())
      await answered('the collector', session.executeScript(COLLECTOR))
    },
    evaluate: (pageFunction, ...args) => run(`return (${pageFunction.toString()}).apply(null, arguments)`, ...args),
    async click(role, name) {
      await onFoundElement(
        () => find(role, name),
        async (element) => {
          // Brought to the middle of the screen first, as a visitor scrolls to it.
          await answered(
            'a scroll',
            session.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", element),
          )
          const offScreen = await answered('a look', session.executeScript<string | null>(OFF_SCREEN, element))
          if (offScreen) throw new Error(`The ${role} ${String(name)} is not on the screen: ${offScreen}`)
          // A trusted click where the screen shows the element's centre: WebKitWebDriver's element click reads the
          // element's box unzoomed, and under the phone's CSS zoom (below) finds nothing there to click. It waits,
          // as a visitor does and as Playwright's click does, for what covers the element (a notification) to go.
          let centre: ScreenCentre
          for (const deadline = Date.now() + FIND_MS; ; await sleep(100)) {
            centre = await answered('a look', session.executeScript<ScreenCentre>(SCREEN_CENTRE, element))
            if (!centre.cover) break
            if (Date.now() > deadline) throw new Error(`The ${role} ${String(name)} stays under ${centre.cover}`)
          }
          const { x, y } = centre
          await answered(
            'a click',
            session.actions({ async: true }).move({ x, y, origin: Origin.VIEWPORT }).press().release().perform(),
          )
        },
      )
    },
    async fill(role, name, text) {
      await onFoundElement(
        () => find(role, name),
        async (element) => {
          await answered('a selection', session.executeScript('arguments[0].focus(); arguments[0].select()', element))
          // Typed into the focused field, as the click above: the element's own keys are refused under a zoom.
          await answered('typing', session.actions({ async: true }).sendKeys(text).perform())
        },
      )
    },
    // WebKitGTK's windows are at least 447 px wide: a CSS zoom of 447/390 on the root lays the page out in 390
    // CSS px. Media queries still see the window's width; the top bar's breakpoint (600 px) answers alike.
    async emulatePhone() {
      await answered('a window resize', session.manage().window().setRect({ width: PHONE_WIDTH, height: 844 }))
      await run('document.documentElement.style.zoom = String(window.innerWidth / arguments[0])', PHONE_WIDTH)
    },
    close,
    processGroup,
  }
}
