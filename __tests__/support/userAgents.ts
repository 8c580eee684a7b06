/**
 * Published user agents of the apps' browsers, each with where it is published: inapp-spy's own test table
 * (shalanah/inapp-spy, src/tests/mobile.ts), ua-parser-js's (faisalman/ua-parser-js, test/data/ua/...) and public
 * issue threads. The unit, component and browser tests of "Add to contacts" all play these.
 */
export type InAppBrowser = { app: string; phone: 'Android' | 'iPhone'; source: string; userAgent: string }

export const IN_APP_BROWSERS: readonly InAppBrowser[] = [
  {
    app: 'Instagram',
    phone: 'Android',
    source: 'inapp-spy src/tests/mobile.ts',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.58 Mobile Safari/537.36 Instagram 355.1.0.44.103 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 658190016)',
  },
  {
    app: 'Facebook',
    phone: 'Android',
    source: 'inapp-spy src/tests/mobile.ts',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.83 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/488.0.0.62.79;IABMV/1;]',
  },
  {
    app: 'Messenger',
    phone: 'Android',
    source: 'ua-parser-js test/data/ua/device/motorola.json',
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; moto g 5G (2022) Build/S1SAS32.47-77-9; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/402.0.0.11.101;]',
  },
  {
    app: 'TikTok',
    phone: 'Android',
    source: 'inapp-spy src/tests/mobile.ts',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240105.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.143 Mobile Safari/537.36 musical_ly_2023303040 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.3.4 ByteLocale/en ByteFullLocale/en Region/US AppId/1233 Spark/1.5.0.5-alpha.2 AppVersion/33.3.4 BytedanceWebview/d8a21c6',
  },
  {
    app: 'Instagram',
    phone: 'iPhone',
    source: 'shalanah/inapp-debugger issue 22',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 26_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/23E254 Instagram 424.1.0.31.54 (iPhone18,4; iOS 26_4_1; en_GB; en-GB; scale=3.00; 1260x2736; IABMV/1; 933996394) NW/3 Safari/604.1',
  },
  {
    app: 'Facebook',
    phone: 'iPhone',
    source: 'inapp-spy src/tests/mobile.ts, shalanah/inapp-spy issue 57',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22G100 Safari/604.1 MetaIAB Facebook',
  },
  {
    app: 'Messenger',
    phone: 'iPhone',
    source: 'ua-parser/uap-core pull request 347',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 10_2_1 like Mac OS X) AppleWebKit/602.4.6 (KHTML, like Gecko) Mobile/14D27 [FBAN/MessengerForiOS;FBAV/124.0.0.50.70;FBBV/63293619;FBDV/iPhone7,1;FBMD/iPhone;FBSN/iOS;FBSV/10.2.1;FBSS/3;FBCR/Viettel;FBID/phone;FBLC/vi_VN;FBOP/5;FBRV/0]',
  },
  {
    app: 'TikTok',
    phone: 'iPhone',
    source: 'ua-parser-js test/data/ua/browser/browser-all.json',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1 trill_43.0.0 BytedanceWebview/d8a21c6',
  },
]

/** A browser a visitor may use outside any app, and what its platform says of itself. */
export type Browser = { browser: string; userAgent: string; platform: string; maxTouchPoints: number }

/** The browsers in which "Add to contacts" works as it always has, and must go on working. */
export const BROWSERS = {
  chromeAndroid: {
    browser: 'Chrome on Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    platform: 'Linux armv8l',
    maxTouchPoints: 5,
  },
  samsungInternet: {
    browser: 'Samsung Internet',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    platform: 'Linux armv8l',
    maxTouchPoints: 5,
  },
  safariIphone: {
    browser: 'Safari on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    platform: 'iPhone',
    maxTouchPoints: 5,
  },
  chromeIphone: {
    browser: 'Chrome on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0.6723.90 Mobile/15E148 Safari/604.1',
    platform: 'iPhone',
    maxTouchPoints: 5,
  },
  ipadDesktop: {
    browser: 'an iPad asking for desktop pages',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    platform: 'MacIntel',
    maxTouchPoints: 5,
  },
  safariMac: {
    browser: 'Safari on a Mac',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    platform: 'MacIntel',
    maxTouchPoints: 0,
  },
  firefoxWindows: {
    browser: 'Firefox on Windows',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
    platform: 'Win32',
    maxTouchPoints: 0,
  },
} as const satisfies Record<string, Browser>
