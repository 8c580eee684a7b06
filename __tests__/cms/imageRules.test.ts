/** @jest-environment node */
import sharp from 'sharp'
import { imageFormatOf, imageProblem } from '../../src/cms/widgets/imageRules'

const FRONT_PAGE = { minimumWidth: 1200, format: 'jpeg' } as const
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

  it('reads text as no image', () => {
    expect(imageFormatOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined()
  })

  it('accepts a JPEG as wide as the rule asks, or wider, and waits for what is not measured yet', () => {
    expect(imageProblem('Front page in English', { width: 1200, format: 'jpeg' }, FRONT_PAGE, 'en')).toBeNull()
    expect(imageProblem('Prima pagină în engleză', { width: 2400, format: 'jpeg' }, FRONT_PAGE, 'ro')).toBeNull()
    expect(imageProblem('Front page in English', { width: null, format: null }, FRONT_PAGE, 'en')).toBeNull()
  })

  it("refuses a narrower one in the interface's language, naming the field, the rule, the width it has and what to do", () => {
    expect(imageProblem('Front page in English', { width: 800, format: 'jpeg' }, FRONT_PAGE, 'en')).toBe(
      'Front page in English must be at least 1200 px wide; this image is 800 px, so it would look blurred on sharp screens. Choose a larger one.',
    )
    expect(imageProblem('Prima pagină în engleză', { width: 800, format: 'jpeg' }, FRONT_PAGE, 'ro')).toBe(
      'Prima pagină în engleză trebuie să fie lată de cel puțin 1200 px; imaginea aleasă are 800 px și s-ar vedea neclar pe ecranele fine. Alege una mai mare.',
    )
  })

  it('refuses another format named .jpg, whatever its width, saying what to do', () => {
    expect(imageProblem('Prima pagină în română', { width: 2400, format: 'png' }, FRONT_PAGE, 'ro')).toBe(
      'Prima pagină în română trebuie să fie o imagine JPEG; fișierul ales are alt format, chiar dacă numele lui se termină în .jpg. Salvează imaginea ca JPEG și încarc-o din nou.',
    )
    expect(imageProblem('Front page in Romanian', { width: null, format: undefined }, FRONT_PAGE, 'en')).toMatch(
      /^Front page in Romanian must be a JPEG image;/,
    )
  })
})
