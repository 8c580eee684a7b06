/** Every observer the page made, with what it watches: jsdom lays nothing out, so nothing is ever in view. */
const observers = new Map<TestIntersectionObserver, Set<Element>>()

/** jsdom has no IntersectionObserver: this one reports an element only when a test brings it into view. */
export class TestIntersectionObserver implements IntersectionObserver {
  readonly root = null
  readonly rootMargin: string
  readonly thresholds = [0]

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px'
    observers.set(this, new Set())
  }

  observe(element: Element) {
    observers.get(this)?.add(element)
  }

  unobserve(element: Element) {
    observers.get(this)?.delete(element)
  }

  disconnect() {
    observers.delete(this)
  }

  takeRecords(): IntersectionObserverEntry[] {
    return []
  }

  /** Tells this observer that `element` is in view, if it watches it. */
  report(element: Element) {
    if (!observers.get(this)?.has(element)) return
    const entry = { target: element, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry
    this.callback([entry], this)
  }
}

/** Scrolls `element` into view, as far as the page's observers can tell. */
export function bringIntoView(element: Element) {
  for (const observer of [...observers.keys()]) observer.report(element)
}
