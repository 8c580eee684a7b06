/** @jest-environment node */
import { readFileSync } from 'node:fs'
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import figtree from '@capsizecss/metrics/figtree'
import roboto from '@capsizecss/metrics/roboto'

const css = readFileSync('src/styles/fonts.css', 'utf8')

/** The metric overrides of one @font-face in the style sheet, by family name. */
function overridesIn(text: string, family: string) {
  const face = text
    .split('@font-face')
    .find((block) => block.includes(`font-family: "${family}"`) || block.includes(`font-family: '${family}'`))
  if (!face) throw new Error(`no @font-face for ${family}`)
  const value = (property: string) => /(\S+)%;/.exec(face.slice(face.indexOf(`${property}:`)))?.[1]
  return { ascent: value('ascent-override'), descent: value('descent-override'), size: value('size-adjust') }
}

describe('the fallback fonts', () => {
  const computed = createFontStack([figtree, arial, roboto], { fontFaceFormat: 'styleString' }).fontFaces

  it.each(['Figtree Fallback: Arial', 'Figtree Fallback: Roboto'])(
    '%s is sized to Figtree, as Capsize computes it',
    (family) => {
      expect(overridesIn(css, family)).toEqual(overridesIn(computed, family))
    },
  )
})
