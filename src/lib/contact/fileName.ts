/**
 * A file name made from free text: characters that Windows, macOS or Linux reject (`<>:"/\|?*` and control
 * characters) are removed, runs of spaces collapse, and trailing dots and spaces go (Windows drops them).
 * Falls back to `fallback` when nothing is left.
 */
export function safeFileName(text: string, extension: string, fallback = 'contact'): string {
  const base = text
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[. ]+$/, '')
    .trim()
  return `${base || fallback}.${extension}`
}
