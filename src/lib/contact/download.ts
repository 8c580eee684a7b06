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
