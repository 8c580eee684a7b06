import type { UiLanguage } from '../../lib/editor/uiLanguage'
import type { ImageFileRule, ImageFormat } from '../../lib/content/schemas'

/**
 * The build's rules on an image file (src/node/content/validateContent.ts reads them with sharp), as the editor
 * checks them on an image it has just measured, and words them in the language of its interface.
 */

/** An image's format from its first bytes, as sharp names it; undefined for anything else. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | 'png' | 'gif' | 'webp' | 'heif' | undefined {
  const startsWith = (...signature: number[]) => signature.every((byte, at) => bytes[at] === byte)
  const text = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to))
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpeg'
  if (startsWith(0x89, 0x50, 0x4e, 0x47)) return 'png'
  if (startsWith(0x47, 0x49, 0x46, 0x38)) return 'gif'
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp'
  // An ISO media file whose brand is one of HEIF's: a phone's HEIC photo, or an AVIF.
  if (text(4, 8) === 'ftyp' && /^(hei[cmsx]|hev[cmsx]|mif1|msf1|avi[fs])$/.test(text(8, 12))) return 'heif'
  return undefined
}

/** A size in KB as the build counts it (1,024 bytes), rounded up. */
export const kilobytes = (bytes: number) => Math.ceil(bytes / 1024)

const FORMAT_NAMES: Record<ImageFormat, string> = { jpeg: 'JPEG' }

/** What the editor found of an image: its width in px, its size in bytes and its format, once each is known. */
export type Measured = {
  width: number | null
  bytes: number | null
  format: ReturnType<typeof imageFormatOf> | null
}
/** What the field asks of its image (config.yml's `image_format`, `min_width`, `max_width` and `max_bytes`). */
export type ImageRule = Partial<ImageFileRule>

/** Why the image cannot be saved in the field labelled `label`, or null while it passes or is not yet measured. */
export function imageProblem(label: string, measured: Measured, rule: ImageRule, language: UiLanguage): string | null {
  const { width, bytes, format } = measured
  const ro = language === 'ro'
  if (rule.format && format !== null && format !== rule.format) {
    const expected = FORMAT_NAMES[rule.format]
    return ro
      ? `${label} trebuie să fie o imagine ${expected}; fișierul ales are alt format, chiar dacă numele lui se termină în .jpg. Încarcă-l din nou de pe calculator: editorul îl salvează ca ${expected}.`
      : `${label} must be a ${expected} image; the chosen file is another format, whatever its name says. Upload it again from your computer: the editor saves it as a ${expected}.`
  }
  if (rule.minWidth && width !== null && width < rule.minWidth) {
    return ro
      ? `${label} trebuie să fie lată de cel puțin ${rule.minWidth} px; imaginea aleasă are ${width} px și s-ar vedea neclar pe ecranele fine. Alege una mai mare.`
      : `${label} must be at least ${rule.minWidth} px wide; this image is ${width} px, so it would look blurred on sharp screens. Choose a larger one.`
  }
  if (rule.maxWidth && width !== null && width > rule.maxWidth) {
    return ro
      ? `${label} poate fi lată de cel mult ${rule.maxWidth} px, cât o arată pagina; imaginea aleasă are ${width} px. Încarc-o din nou de pe calculator: editorul o micșorează.`
      : `${label} may be at most ${rule.maxWidth} px wide, the widest the page shows it; this image is ${width} px. Upload it again from your computer: the editor shrinks it.`
  }
  if (rule.maxBytes && bytes !== null && bytes > rule.maxBytes) {
    const [most, has] = [kilobytes(rule.maxBytes), kilobytes(bytes)]
    return ro
      ? `${label} poate avea cel mult ${most} KB; imaginea aleasă are ${has} KB. Încarc-o din nou de pe calculator, decupată la partea pe care o arată pagina.`
      : `${label} may be at most ${most} KB; this image is ${has} KB. Upload it again from your computer, cropped to the part the page shows.`
  }
  return null
}
