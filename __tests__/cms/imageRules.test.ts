/** @jest-environment node */
import sharp from 'sharp'
import { imageFormatOf, imageProblem } from '../../src/cms/widgets/imageRules'

const FRONT_PAGE = { format: 'jpeg', minWidth: 1200, maxWidth: 1200, maxBytes: 500 * 1024 } as const
const unmeasured = { width: null, bytes: null, format: null }
const image = (format: 'jpeg' | 'png' | 'webp' | 'gif') =>
  sharp({ create: { width: 3, height: 2, channels: 3, background: '#fff' } })
    .toFormat(format)
    .toBuffer()

describe("the editor's rules on an image file", () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)(
    'reads a %s file as sharp names it, from its first bytes',
    async (format) => {
      expect(imageFormatOf(new Uint8Array(await image(format)))).toBe(format)
    },
  )

  it("reads a phone's HEIC photo as HEIF, as sharp names it", () => {
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0])
    expect(imageFormatOf(heic)).toBe('heif')
  })

  it('reads text as no image', () => {
    expect(imageFormatOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined()
  })

  it('accepts a JPEG as wide as the rule asks and no heavier, and waits for what is not measured yet', () => {
    const measured = { width: 1200, bytes: 500 * 1024, format: 'jpeg' } as const
    expect(imageProblem('Front page in English', measured, FRONT_PAGE, 'en')).toBeNull()
    expect(imageProblem('Front page in English', unmeasured, FRONT_PAGE, 'en')).toBeNull()
  })

  it("refuses a narrower one in the interface's language, naming the field, the rule, the width it has and what to do", () => {
    expect(imageProblem('Front page in English', { ...unmeasured, width: 800, format: 'jpeg' }, FRONT_PAGE, 'en')).toBe(
      'Front page in English must be at least 1200 px wide; this image is 800 px, so it would look blurred on sharp screens. Choose a larger one.',
    )
    expect(
      imageProblem('Prima pagină în engleză', { ...unmeasured, width: 800, format: 'jpeg' }, FRONT_PAGE, 'ro'),
    ).toBe(
      'Prima pagină în engleză trebuie să fie lată de cel puțin 1200 px; imaginea aleasă are 800 px și s-ar vedea neclar pe ecranele fine. Alege una mai mare.',
    )
  })

  it('refuses another format named .jpg, whatever its width, saying the editor converts it when uploaded', () => {
    expect(
      imageProblem('Prima pagină în română', { ...unmeasured, width: 1200, format: 'png' }, FRONT_PAGE, 'ro'),
    ).toBe(
      'Prima pagină în română trebuie să fie o imagine JPEG; fișierul ales are alt format, chiar dacă numele lui se termină în .jpg. Încarcă-l din nou de pe calculator: editorul îl salvează ca JPEG.',
    )
    expect(imageProblem('Front page in Romanian', { ...unmeasured, format: undefined }, FRONT_PAGE, 'en')).toBe(
      'Front page in Romanian must be a JPEG image; the chosen file is another format, whatever its name says. Upload it again from your computer: the editor saves it as a JPEG.',
    )
  })

  it('refuses a wider one, put in the media library by another way, saying the editor shrinks it when uploaded', () => {
    expect(
      imageProblem('Prima pagină în engleză', { ...unmeasured, width: 4032, format: 'jpeg' }, FRONT_PAGE, 'ro'),
    ).toBe(
      'Prima pagină în engleză poate fi lată de cel mult 1200 px, cât o arată pagina; imaginea aleasă are 4032 px. Încarc-o din nou de pe calculator: editorul o micșorează.',
    )
    expect(
      imageProblem('Front page in English', { ...unmeasured, width: 4032, format: 'jpeg' }, FRONT_PAGE, 'en'),
    ).toBe(
      'Front page in English may be at most 1200 px wide, the widest the page shows it; this image is 4032 px. Upload it again from your computer: the editor shrinks it.',
    )
  })

  it('refuses a heavier one, in KB as the build counts them, saying what to do', () => {
    const heavy = { width: 1200, bytes: 500 * 1024 + 1, format: 'jpeg' } as const
    expect(imageProblem('Prima pagină în engleză', heavy, FRONT_PAGE, 'ro')).toBe(
      'Prima pagină în engleză poate avea cel mult 500 KB; imaginea aleasă are 501 KB. Încarc-o din nou de pe calculator, decupată la partea pe care o arată pagina.',
    )
    expect(imageProblem('Front page in English', heavy, FRONT_PAGE, 'en')).toBe(
      'Front page in English may be at most 500 KB; this image is 501 KB. Upload it again from your computer, cropped to the part the page shows.',
    )
  })
})
