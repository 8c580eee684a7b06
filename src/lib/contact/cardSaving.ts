import InAppSpy from 'inapp-spy'

/** What of the browser decides how a card is saved. */
export type Platform = Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>

/**
 * How a tap on "Add to contacts" saves the card where the page runs:
 * - `blob`: the card built on the page, saved as `<Company>.vcf` (desktop browsers, Chrome and Samsung Internet
 *   on Android);
 * - `static`: the link followed to the static card, which opens in Contacts. Every browser on iOS and iPadOS
 *   (they all use WebKit, whose Blob downloads end in an error page), and the apps' browsers there too, which
 *   have no way out to Safari a page can take;
 * - `phoneBrowser`: an app's browser on Android, whose webview cannot save a `blob:` URL (its download
 *   listener, Android's DownloadManager, takes http and https only): the static card opened in the phone's own
 *   browser instead.
 * `inApp` says the page runs inside an app's browser, so the page says what to do if nothing is saved.
 */
export type CardSaving =
  { way: 'blob'; inApp: false } | { way: 'static'; inApp: boolean } | { way: 'phoneBrowser'; inApp: true }

/** iOS and iPadOS; iPadOS asks for desktop pages and so calls itself a Mac: it is the Mac with a touch screen. */
function isIos({ userAgent, platform, maxTouchPoints }: Platform): boolean {
  return /\biP(hone|ad|od)\b/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1)
}

/** How this browser saves the card; the apps' browsers are told apart by inapp-spy, from the user agent. */
export function cardSaving(platform: Platform): CardSaving {
  const { isInApp } = InAppSpy({ ua: platform.userAgent })
  if (isIos(platform)) return { way: 'static', inApp: isInApp }
  if (isInApp && /\bAndroid\b/.test(platform.userAgent)) return { way: 'phoneBrowser', inApp: true }
  return { way: 'blob', inApp: false }
}
