/**
 * The build's rule on an image's width (src/node/content/validateContent.ts), as the editor words it for an
 * image it has just measured.
 */
export function imageWidthProblem(label: string, width: number, minimumWidth: number): string | null {
  return width < minimumWidth
    ? `${label} must be at least ${minimumWidth} px wide; this image is ${width} px, so it would look blurred on sharp screens`
    : null
}
