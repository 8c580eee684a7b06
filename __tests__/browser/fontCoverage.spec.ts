import { LANGUAGE_RECORDS } from '../../src/lib/i18n/languages'
import { CONTENT, expect, openPage, test } from './fixtures'

// Every letter a page draws is drawn in the site's font: the build cuts the font to the site's characters
// (src/node/bundles/fontSubsets.ts), and a letter it left out would be drawn in the phone's own font, beside
// Figtree's. Read as the page draws it: each text node in the case its style sets (the eyebrows' capitals), in
// the language of its element, hidden ones too (a closed menu's items).

for (const { code, path } of LANGUAGE_RECORDS) {
  test(`${path}: every letter the page draws, in the case it draws it, is in Figtree`, CONTENT, async ({ page }) => {
    await openPage(page, path)
    const missing = await page.evaluate(async () => {
      const drawn = new Set<string>()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!
        if (element.closest('script, style, template, noscript')) continue
        const style = getComputedStyle(element)
        if (!style.fontFamily.startsWith('Figtree')) continue
        const language = element.closest('[lang]')?.getAttribute('lang') ?? undefined
        const text = node.textContent ?? ''
        const asDrawn =
          style.textTransform === 'uppercase'
            ? text.toLocaleUpperCase(language)
            : style.textTransform === 'lowercase'
              ? text.toLocaleLowerCase(language)
              : style.textTransform === 'capitalize'
                ? text.replace(/\p{L}+/gu, (word) => word.charAt(0).toLocaleUpperCase(language) + word.slice(1))
                : text
        for (const character of asDrawn) if (/\S/.test(character)) drawn.add(character)
      }
      const characters = [...drawn].sort()
      // The page's own faces of Figtree (its subsets, each with its unicode-range), loaded again under a name of
      // their own that waits for the files: the page's faces draw the fallback for good when a file comes late
      // (font-display: optional), which says nothing of what the file holds.
      const faces = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .filter((rule) => rule.style.getPropertyValue('font-family').includes('Figtree'))
        .filter((rule) => rule.style.getPropertyValue('src').includes('url('))
        .map(
          (rule) =>
            new FontFace('Figtree as cut', rule.style.getPropertyValue('src'), {
              weight: rule.style.getPropertyValue('font-weight'),
              unicodeRange: rule.style.getPropertyValue('unicode-range'),
              display: 'block',
            }),
        )
      for (const face of faces) document.fonts.add(await face.load())
      // A character the font has is as wide whichever font would stand in for it: a serif one or a monospace one.
      const context = document.createElement('canvas').getContext('2d')!
      const width = (character: string, fallback: string) => {
        context.font = `400 40px "Figtree as cut", ${fallback}`
        return context.measureText(character).width
      }
      return characters.filter((character) => width(character, 'serif') !== width(character, 'monospace'))
    })
    expect(missing, `${code}: drawn in another font than Figtree`).toEqual([])
  })
}
