import { uploadProblem } from '../../src/cms/mediaUploads'

describe('a file chosen in the media library, before Decap converts it', () => {
  it('goes on when Decap can convert it: a JPEG, PNG or WebP at least as wide as a front page', () => {
    for (const format of ['jpeg', 'png', 'webp'] as const)
      expect(uploadProblem('photo.jpg', { format, width: 1200 }, 'ro')).toBeNull()
    expect(uploadProblem('IMG_0001.JPG', { format: 'jpeg', width: 4032 }, 'en')).toBeNull()
  })

  it('is refused when narrower, as Decap would enlarge it, naming it and what to do', () => {
    expect(uploadProblem('captura.png', { format: 'png', width: 900 }, 'ro')).toBe(
      '„captura.png” are doar 900 px lățime; imaginile trebuie să aibă cel puțin 1200 px, altfel s-ar vedea neclar pe ecranele fine. Alege una mai mare.',
    )
    expect(uploadProblem('capture.png', { format: 'png', width: 900 }, 'en')).toBe(
      '"capture.png" is only 900 px wide; images must be at least 1200 px, or they would look blurred on sharp screens. Choose a larger one.',
    )
  })

  it('is refused when it is no image the browser can read, whatever its name, saying what to choose', () => {
    expect(uploadProblem('note.jpg', { format: undefined, width: null }, 'ro')).toBe(
      '„note.jpg” nu este o imagine pe care browserul o poate citi, oricum s-ar termina numele lui. Alege o fotografie sau o captură de ecran: JPEG, PNG sau WebP.',
    )
    expect(uploadProblem('broken.png', { format: 'png', width: null }, 'en')).toBe(
      '"broken.png" is not an image the browser can read, whatever its name ends in. Choose a photo or a screenshot: JPEG, PNG or WebP.',
    )
  })

  it('is refused when it is a HEIC photo, saying how to export it as JPEG', () => {
    expect(uploadProblem('IMG_0001.HEIC', { format: 'heif', width: null }, 'ro')).toBe(
      '„IMG_0001.HEIC” este o fotografie HEIC, pe care browserul nu o poate citi. Deschide-o în aplicația de fotografii a calculatorului, export-o ca JPEG (pe Mac: Previzualizare › Fișier › Exportă), apoi încarc-o din nou.',
    )
    expect(uploadProblem('IMG_0001.HEIC', { format: 'heif', width: null }, 'en')).toBe(
      '"IMG_0001.HEIC" is a HEIC photo, which the browser cannot read. Open it in your computer\'s photo app, export it as JPEG (on a Mac: Preview › File › Export), then upload it again.',
    )
  })

  it('is refused when it is a GIF, saying to upload a screenshot of it', () => {
    expect(uploadProblem('banner.gif', { format: 'gif', width: 1600 }, 'ro')).toBe(
      '„banner.gif” este un GIF, pe care editorul nu îl convertește: are prea puține culori pentru o fotografie. Fă o captură de ecran a imaginii și încarc-o pe aceea.',
    )
    expect(uploadProblem('banner.gif', { format: 'gif', width: 1600 }, 'en')).toBe(
      '"banner.gif" is a GIF, which the editor does not convert: it has too few colours for a photo. Take a screenshot of the image and upload that.',
    )
  })
})
