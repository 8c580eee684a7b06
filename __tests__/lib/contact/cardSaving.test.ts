import { cardSaving, type CardSaving } from '../../../src/lib/contact/cardSaving'
import { BROWSERS, IN_APP_BROWSERS } from '../../support/userAgents'

/** How each browser outside the apps saves the card today, which must not change. */
const AS_ALWAYS: Record<keyof typeof BROWSERS, CardSaving> = {
  chromeAndroid: { way: 'blob', inApp: false },
  samsungInternet: { way: 'blob', inApp: false },
  safariIphone: { way: 'static', inApp: false },
  chromeIphone: { way: 'static', inApp: false },
  ipadDesktop: { way: 'static', inApp: false },
  safariMac: { way: 'blob', inApp: false },
  firefoxWindows: { way: 'blob', inApp: false },
}

const PHONE_PLATFORM = { Android: 'Linux armv8l', iPhone: 'iPhone' }

describe('cardSaving', () => {
  it.each(IN_APP_BROWSERS.filter(({ phone }) => phone === 'Android'))(
    '$app on Android ($source): opens the card in the phone’s browser, never a Blob',
    ({ userAgent, phone }) => {
      expect(cardSaving({ userAgent, platform: PHONE_PLATFORM[phone], maxTouchPoints: 5 })).toEqual({
        way: 'phoneBrowser',
        inApp: true,
      })
    },
  )

  it.each(IN_APP_BROWSERS.filter(({ phone }) => phone === 'iPhone'))(
    '$app on iPhone ($source): follows the link to the static card, and says it runs in an app',
    ({ userAgent, phone }) => {
      expect(cardSaving({ userAgent, platform: PHONE_PLATFORM[phone], maxTouchPoints: 5 })).toEqual({
        way: 'static',
        inApp: true,
      })
    },
  )

  const asAlways = (Object.keys(BROWSERS) as (keyof typeof BROWSERS)[]).map((key) => ({
    ...BROWSERS[key],
    saving: AS_ALWAYS[key],
  }))
  it.each(asAlways)('$browser saves the card as it always has', ({ userAgent, platform, maxTouchPoints, saving }) => {
    expect(cardSaving({ userAgent, platform, maxTouchPoints })).toEqual(saving)
  })
})
