/** @jest-environment jsdom */
import {
  HELD_SCRIPTS,
  LATEST_START_AFTER_LOAD_MS,
  scriptsAfterFirstPaintScript,
} from '../../src/lib/scriptsAfterFirstPaint'

/** The end of a built page: its scripts held, as the build leaves them. */
const PAGE =
  '<p>First screen</p>' +
  '<script src="/webpack-runtime-1.js" async nomodule integrity="sha384-runtime"></script>' +
  '<script src="/app-2.js" async nomodule integrity="sha384-app"></script>' +
  '<p>After the scripts</p>'

type PaintList = { getEntriesByName(name: string): { name: string }[] }

/** A stand-in for the browser's PerformanceObserver: the test presents paints to whatever observes them. */
class PaintObserver {
  static supportedEntryTypes = ['paint', 'resource']
  static observing: PaintObserver[] = []
  constructor(private readonly callback: (list: PaintList, observer: PaintObserver) => void) {}
  observe(options: unknown) {
    expect(options).toEqual({ type: 'paint', buffered: true })
    PaintObserver.observing.push(this)
  }
  disconnect() {
    PaintObserver.observing = PaintObserver.observing.filter((observer) => observer !== this)
  }
  static present(name: 'first-paint' | 'first-contentful-paint') {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }
    for (const observer of [...PaintObserver.observing]) observer.callback(list, observer)
  }
}

let visibility: DocumentVisibilityState

function setVisibility(state: DocumentVisibilityState) {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

/** The live scripts in the page (jsdom fetches none of them; a browser runs each as it arrives). */
const addedScripts = () =>
  [...document.body.querySelectorAll<HTMLScriptElement>('script:not([nomodule])')].map((script) => ({
    src: script.getAttribute('src'),
    integrity: script.integrity,
  }))

function runInPage(observer: unknown = PaintObserver) {
  Object.defineProperty(window, 'PerformanceObserver', { value: observer, configurable: true, writable: true })
  // The build inlines this text in the page; evaluate it the way the browser would.
  new Function(scriptsAfterFirstPaintScript)()
}

beforeEach(() => {
  // Every browser that runs modules knows `nomodule`, and skips the scripts that carry it; jsdom 20 lacks it.
  Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { value: false, configurable: true })
  document.body.innerHTML = PAGE
  setVisibility('visible')
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  PaintObserver.observing = []
})

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe("the page's scripts start after the first paint", () => {
  it('puts live ones in their place, with their integrity, once the first contentful paint is on screen', () => {
    runInPage()
    expect(addedScripts()).toEqual([])
    PaintObserver.present('first-paint')
    expect(addedScripts()).toEqual([])
    PaintObserver.present('first-contentful-paint')
    expect(addedScripts()).toEqual([
      { src: '/webpack-runtime-1.js', integrity: 'sha384-runtime' },
      { src: '/app-2.js', integrity: 'sha384-app' },
    ])
    expect(document.querySelectorAll(HELD_SCRIPTS)).toHaveLength(0)
    expect(document.body.lastElementChild?.textContent).toBe('After the scripts')
    expect(PaintObserver.observing).toEqual([])
  })

  it('adds them once, whatever happens next', () => {
    runInPage()
    PaintObserver.present('first-contentful-paint')
    setVisibility('hidden')
    expect(addedScripts()).toHaveLength(2)
  })

  it('adds them at once in a page that is hidden, which does not paint', () => {
    visibility = 'hidden'
    runInPage()
    expect(addedScripts()).toHaveLength(2)
  })

  it('adds them when the page is hidden before its first paint', () => {
    runInPage()
    setVisibility('hidden')
    expect(addedScripts()).toHaveLength(2)
    PaintObserver.present('first-contentful-paint')
    expect(addedScripts()).toHaveLength(2)
  })

  it('adds them a second after the load event, where the browser records no first paint', () => {
    jest.useFakeTimers()
    runInPage()
    window.dispatchEvent(new Event('load'))
    jest.advanceTimersByTime(LATEST_START_AFTER_LOAD_MS - 1)
    expect(addedScripts()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(addedScripts()).toHaveLength(2)
    PaintObserver.present('first-contentful-paint')
    expect(addedScripts()).toHaveLength(2)
  })

  it('adds nothing in a browser that knows no nomodule, which has run them as they came', () => {
    delete (HTMLScriptElement.prototype as Partial<HTMLScriptElement>).noModule
    runInPage()
    expect(PaintObserver.observing).toEqual([])
    PaintObserver.present('first-contentful-paint')
    expect(addedScripts()).toEqual([])
  })

  it('adds them at once where the browser has no paint timing', () => {
    runInPage(null)
    expect(addedScripts()).toHaveLength(2)
    document.body.innerHTML = PAGE
    runInPage(
      class extends PaintObserver {
        static supportedEntryTypes = ['resource']
      },
    )
    expect(addedScripts()).toHaveLength(2)
  })
})
