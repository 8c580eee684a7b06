import type { Language } from '../../lib/i18n/languages'

/**
 * The build's rule on an image's width (src/node/content/validateContent.ts), as the editor words it, in the
 * language of its interface, for an image it has just measured.
 */
export function imageWidthProblem(
  label: string,
  width: number,
  minimumWidth: number,
  language: Language,
): string | null {
  if (width >= minimumWidth) return null
  return language === 'ro'
    ? `${label} trebuie să fie lată de cel puțin ${minimumWidth} px; imaginea aleasă are ${width} px și s-ar vedea neclar pe ecranele fine. Alege una mai mare.`
    : `${label} must be at least ${minimumWidth} px wide; this image is ${width} px, so it would look blurred on sharp screens. Choose a larger one.`
}
