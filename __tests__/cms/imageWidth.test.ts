/** @jest-environment node */
import { imageWidthProblem } from '../../src/cms/widgets/imageWidth'

describe("the editor's image width rule", () => {
  it('accepts an image as wide as the rule asks, or wider', () => {
    expect(imageWidthProblem('Front page in English', 1200, 1200, 'en')).toBeNull()
    expect(imageWidthProblem('Prima pagină în engleză', 2400, 1200, 'ro')).toBeNull()
  })

  it("refuses a narrower one in the interface's language, naming the field, the rule, the width it has and what to do", () => {
    expect(imageWidthProblem('Front page in English', 800, 1200, 'en')).toBe(
      'Front page in English must be at least 1200 px wide; this image is 800 px, so it would look blurred on sharp screens. Choose a larger one.',
    )
    expect(imageWidthProblem('Prima pagină în engleză', 800, 1200, 'ro')).toBe(
      'Prima pagină în engleză trebuie să fie lată de cel puțin 1200 px; imaginea aleasă are 800 px și s-ar vedea neclar pe ecranele fine. Alege una mai mare.',
    )
  })
})
