/**
 * Calls `fn` at most once per `intervalMs`: at once on the first call, then once more at the end of the
 * interval if calls came in meanwhile, so the last scroll position is always handled.
 * `cancel` drops a pending trailing call (for unmounting).
 */
export function throttle(fn: () => void, intervalMs: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending = false

  const endInterval = () => {
    timer = undefined
    if (pending) {
      pending = false
      run()
    }
  }
  const run = () => {
    fn()
    timer = setTimeout(endInterval, intervalMs)
  }
  const throttled = () => {
    if (timer === undefined) run()
    else pending = true
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pending = false
  }
  return throttled
}
