import { blobDownloadsWork } from '../../../src/lib/contact/download'

describe('blobDownloadsWork', () => {
  it.each([
    [
      'iPhone Safari',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15',
      'iPhone',
      5,
      false,
    ],
    ['Chrome on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) CriOS/130.0', 'iPhone', 5, false],
    [
      'iPad asking for desktop pages',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15',
      'MacIntel',
      5,
      false,
    ],
    ['Safari on a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 'MacIntel', 0, true],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/130.0 Mobile', 'Linux armv8l', 5, true],
    ['Firefox on Windows', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Firefox/132.0', 'Win32', 0, true],
  ])('%s: %s', (_name, userAgent, platform, maxTouchPoints, works) => {
    expect(blobDownloadsWork({ userAgent, platform, maxTouchPoints })).toBe(works)
  })
})
