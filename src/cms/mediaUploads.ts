import type { UiLanguage } from '../lib/editor/uiLanguage'
import { PORTFOLIO_IMAGE } from '../lib/content/schemas'
import { imageFormatOf } from './widgets/imageRules'

/**
 * What Decap's media_processing (decap-cms-core 3.19) leaves undone, done before it sees a file chosen in the media
 * library: it converts by the type the file's name gives, saves any other file as it is (a GIF, a HEIC photo, text),
 * fails on a file it cannot decode with an English message that says nothing of what to do, and enlarges an image
 * narrower than its width. Here a JPEG, PNG or WebP by its bytes, wide enough, goes on typed by its bytes; anything
 * else is refused in the interface's language. An SVG (a logo) goes on untouched, under its own rules.
 */

/** The images Decap converts, by their format as imageFormatOf names it, and their type. */
const CONVERTED = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
type Converted = keyof typeof CONVERTED

/** What a chosen file turned out to be: its format from its first bytes, and its width if the browser decoded it. */
export type Found = { format: ReturnType<typeof imageFormatOf>; width: number | null }

/** Why Decap must not be given the file `name`, in `language`; null when it can convert it. */
export function uploadProblem(name: string, { format, width }: Found, language: UiLanguage): string | null {
  const ro = language === 'ro'
  const { minWidth } = PORTFOLIO_IMAGE
  if (format === 'heif')
    return ro
      ? `„${name}” este o fotografie HEIC, pe care browserul nu o poate citi. Deschide-o în aplicația de fotografii a calculatorului, export-o ca JPEG (pe Mac: Previzualizare › Fișier › Exportă), apoi încarc-o din nou.`
      : `"${name}" is a HEIC photo, which the browser cannot read. Open it in your computer's photo app, export it as JPEG (on a Mac: Preview › File › Export), then upload it again.`
  if (format === 'gif')
    return ro
      ? `„${name}” este un GIF, pe care editorul nu îl convertește: are prea puține culori pentru o fotografie. Fă o captură de ecran a imaginii și încarc-o pe aceea.`
      : `"${name}" is a GIF, which the editor does not convert: it has too few colours for a photo. Take a screenshot of the image and upload that.`
  if (!format || !(format in CONVERTED) || width === null)
    return ro
      ? `„${name}” nu este o imagine pe care browserul o poate citi, oricum s-ar termina numele lui. Alege o fotografie sau o captură de ecran: JPEG, PNG sau WebP.`
      : `"${name}" is not an image the browser can read, whatever its name ends in. Choose a photo or a screenshot: JPEG, PNG or WebP.`
  if (width < minWidth)
    return ro
      ? `„${name}” are doar ${width} px lățime; imaginile trebuie să aibă cel puțin ${minWidth} px, altfel s-ar vedea neclar pe ecranele fine. Alege una mai mare.`
      : `"${name}" is only ${width} px wide; images must be at least ${minWidth} px, or they would look blurred on sharp screens. Choose a larger one.`
  return null
}

/** Its format from its first bytes, and its width as the browser draws it (turned as its EXIF says), as Decap will. */
async function examine(file: File): Promise<Found> {
  const format = imageFormatOf(new Uint8Array(await file.slice(0, 16).arrayBuffer()))
  if (!format || !(format in CONVERTED)) return { format, width: null }
  try {
    const image = await createImageBitmap(file)
    const { width } = image
    image.close()
    return { format, width }
  } catch {
    return { format, width: null }
  }
}

/**
 * Reads each file chosen in a media library of `window` before Decap does: a file Decap can convert goes on to it,
 * typed by its bytes; any other is refused, as Decap refuses a file too large, with a message in `language`.
 */
export function examineUploads(window: Window, language: UiLanguage) {
  const examined = new WeakSet<Event>()
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || examined.has(event)) return
      const [file] = input.files ?? []
      if (!file || file.type === 'image/svg+xml') return
      // Decap reads the file on this event: it gets it again once the file has passed.
      event.stopImmediatePropagation()
      void examine(file).then((found) => {
        const problem = uploadProblem(file.name, found, language)
        if (problem) {
          input.value = ''
          window.alert(problem)
          return
        }
        const chosen = new DataTransfer()
        chosen.items.add(new File([file], file.name, { type: CONVERTED[found.format as Converted] }))
        input.files = chosen.files
        const again = new Event('change', { bubbles: true })
        examined.add(again)
        input.dispatchEvent(again)
      })
    },
    true,
  )
}
