/** @jest-environment node */
import { imageWidthProblem } from '../../src/cms/widgets/imageWidth'

describe("the editor's image width rule", () => {
  it('accepts an image as wide as the rule asks, or wider', () => {
    expect(imageWidthProblem('Front page in English', 1200, 1200)).toBeNull()
    expect(imageWidthProblem('Front page in English', 2400, 1200)).toBeNull()
  })

  it('refuses a narrower one, naming the field, the rule and the width it has', () => {
    expect(imageWidthProblem('Front page in English', 800, 1200)).toBe(
      'Front page in English must be at least 1200 px wide; this image is 800 px, so it would look blurred on sharp screens',
    )
  })
})
