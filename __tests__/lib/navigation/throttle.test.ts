import { throttle } from '../../../src/lib/navigation/throttle'

describe('throttle', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('runs the first call at once', () => {
    const fn = jest.fn()
    throttle(fn, 100)()
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('runs at most once per interval, and once more at the end for the calls in between', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 100)
    throttled()
    throttled()
    throttled()
    jest.advanceTimersByTime(99)
    expect(fn).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(2)
    jest.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('calls again at once after a quiet interval', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 100)
    throttled()
    jest.advanceTimersByTime(100)
    throttled()
    expect(fn).toHaveBeenCalledTimes(2)
  })

  it('drops the pending call when cancelled', () => {
    const fn = jest.fn()
    const throttled = throttle(fn, 100)
    throttled()
    throttled()
    throttled.cancel()
    jest.advanceTimersByTime(500)
    expect(fn).toHaveBeenCalledTimes(1)
  })
})
