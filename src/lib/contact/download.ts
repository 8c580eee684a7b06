/** Safari and Firefox abort a download whose object URL is revoked at once; FileSaver.js waits 40 s too. */
const REVOKE_AFTER_MS = 40_000

/** A file in memory: `text` as a Blob of the given MIME type, behind an object URL. */
export type TextFile = { url: string; release: () => void }

/** Makes `text` a file in memory; `release` frees it once a download started from it can no longer need it. */
export function textFile(text: string, type: string): TextFile {
  const url = URL.createObjectURL(new Blob([text], { type }))
  return { url, release: () => setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS) }
}

/** Offers the file at `url` as a download named `fileName`. */
export function download(url: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
