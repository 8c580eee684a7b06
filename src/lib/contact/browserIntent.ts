/**
 * An `intent:` address that opens `url` in the phone's own browser from an Android app's browser: the way out
 * of a webview that cannot save the card. Without a `package` it goes to the phone's default browser, whichever
 * that is; the form Instagram, Facebook and Messenger are known to follow (TikTok less reliably). Where nothing
 * takes it, a browser that reads `S.browser_fallback_url` opens the same address itself. An intent has no room
 * for the address's fragment: `#` starts the intent's own part.
 */
export function browserIntentUrl(url: URL): string {
  const address = `${url.host}${url.pathname}${url.search}`
  const scheme = url.protocol.slice(0, -1)
  const fallback = encodeURIComponent(`${scheme}://${address}`)
  return `intent://${address}#Intent;scheme=${scheme};S.browser_fallback_url=${fallback};end`
}
