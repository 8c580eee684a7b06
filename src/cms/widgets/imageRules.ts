import type { Language } from '../../lib/i18n/languages'
import type { ImageFormat } from '../../lib/content/schemas'

/**
 * The build's rules on an image file (src/node/content/validateContent.ts reads them with sharp), as the editor
 * checks them on an image it has just measured, and words them in the language of its interface.
 */

/** An image's format from its first bytes, as sharp names it; undefined for anything else. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | 'png' | 'gif' | 'webp' | undefined {
  const startsWith = (...signature: number[]) => signature.every((byte, at) => bytes[at] === byte)
  if (startsWith(0xff, 0xd8, 0xff)) return 'jpeg'
  if (startsWith(0x89, 0x50, 0x4e, 0x47)) return 'png'
  if (startsWith(0x47, 0x49, 0x46, 0x38)) return 'gif'
  if (startsWith(0x52, 0x49, 0x46, 0x46) && String.fromCharCode(...bytes.slice(8, 12)) === 'WEBP') return 'webp'
  return undefined
}

const FORMAT_NAMES: Record<ImageFormat, string> = { jpeg: 'JPEG' }

/** What the editor found of an image: its width in px and its format, once each is known. */
export type Measured = { width: number | null; format: ReturnType<typeof imageFormatOf> | null }
/** What the field asks of its image (config.yml's `min_width` and `image_format`). */
export type ImageRule = { minimumWidth?: number; format?: ImageFormat }

/** Why the image cannot be saved in the field labelled `label`, or null while it passes or is not yet measured. */
export function imageProblem(label: string, measured: Measured, rule: ImageRule, language: Language): string | null {
  const { width, format } = measured
  if (rule.format && format !== null && format !== rule.format) {
    const expected = FORMAT_NAMES[rule.format]
    return language === 'ro'
      ? `${label} trebuie să fie o imagine ${expected}; fișierul ales are alt format, chiar dacă numele lui se termină în .jpg. Salvează imaginea ca ${expected} și încarc-o din nou.`
      : `${label} must be a ${expected} image; the chosen file is another format, whatever its name says. Save the image as ${expected} and upload it again.`
  }
  if (rule.minimumWidth && width !== null && width < rule.minimumWidth) {
    return language === 'ro'
      ? `${label} trebuie să fie lată de cel puțin ${rule.minimumWidth} px; imaginea aleasă are ${width} px și s-ar vedea neclar pe ecranele fine. Alege una mai mare.`
      : `${label} must be at least ${rule.minimumWidth} px wide; this image is ${width} px, so it would look blurred on sharp screens. Choose a larger one.`
  }
  return null
}
