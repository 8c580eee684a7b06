// subset-font ships no types: a font (SFNT, WOFF or WOFF2) and a text in, the font with only that text's glyphs out.
declare module 'subset-font' {
  type Options = { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}
