/** Safari and Firefox abort a download whose object URL is revoked at once; FileSaver.js waits 40 s too. */
const REVOKE_AFTER_MS = 40_000

/** Offers `text` as a file download, through a Blob of the given MIME type. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}

type Platform = Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>

/**
 * Whether a Blob download works here. On iOS and iPadOS it fails in every browser (they all use WebKit, whose
 * Blob downloads end in an error page); there a link to a text/vcard file opens the card in Contacts instead.
 * iPadOS asks for desktop pages and so calls itself a Mac: it is the Mac with a touch screen.
 */
export function blobDownloadsWork({ userAgent, platform, maxTouchPoints }: Platform): boolean {
  const iOS = /\biP(hone|ad|od)\b/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1)
  return !iOS
}
