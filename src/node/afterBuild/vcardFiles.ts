import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { addressValues, vcardDownload } from '../../lib/contact/contactVCard'
import { buildVCard, VCARD_MIME_TYPE } from '../../lib/contact/vcard'
import { interpolate, translationsFromLocales } from '../../lib/i18n/translations'
import type { BuiltPage } from './builtPages'

export type VCardFile = { path: string; fileName: string; text: string }

/** The file name as plain ASCII for clients that ignore `filename*`: diacritics dropped, anything else `_`. */
function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
}

/**
 * A Content-Disposition that saves the download under `fileName` (RFC 6266): an ASCII `filename` for every
 * client, and `filename*` in UTF-8 for those that read it (all current browsers), so diacritics survive.
 */
export function contentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}

/**
 * Each language's vCard as its page offers it, from the page's own data: the same card and serializer as the
 * Blob the page makes, the address label filled from the same translation.
 */
export function contactVCardFiles(pages: readonly BuiltPage[]): VCardFile[] {
  return pages.flatMap(({ language, data }) => {
    if (!data.contact) return []
    const { address } = data.contact
    const contactAddress = translationsFromLocales(data.locales).contact_address
    const addressLabel = address ? interpolate(contactAddress, addressValues(address)) : null
    const download = vcardDownload(data.contact, language, addressLabel)
    return download ? [{ path: download.path, fileName: download.fileName, text: buildVCard(download.card) }] : []
  })
}

/**
 * Writes each language's vCard where the page links to it, and returns the headers Netlify must serve it
 * with: typed text/vcard (phones offer to add it to Contacts) and saved under the company's name.
 */
export async function writeVCardFiles(publicDir: string, files: readonly VCardFile[]) {
  await Promise.all(
    files.map(async (file) => {
      const target = path.join(publicDir, file.path)
      await mkdir(path.dirname(target), { recursive: true })
      await writeFile(target, file.text)
    }),
  )
  return files.map((file) => ({
    for: file.path,
    values: {
      'Content-Type': VCARD_MIME_TYPE,
      'Content-Disposition': contentDisposition(file.fileName),
    },
  }))
}
