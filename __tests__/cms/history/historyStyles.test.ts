import { HISTORY_CSS } from '../../../src/cms/history/historyStyles'

// The history is a modal <dialog>, in the browser's top layer, where axe cannot tell the background of a text:
// it counts each as "incomplete", not as a violation, so editorAccessibility.spec.ts passes whatever the colours.
// They are checked here instead, rule by rule, against WCAG's 4.5:1 for text.

/** WCAG's relative luminance of a colour written #rgb or #rrggbb. */
function luminance(hex: string): number {
  const digits =
    hex.slice(1).length === 3 ? [...hex.slice(1)].map((digit) => digit + digit) : hex.slice(1).match(/../g)!
  const [red, green, blue] = digits.map((pair) => {
    const channel = parseInt(pair, 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

const contrast = (first: string, second: string) => {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (light + 0.05) / (dark + 0.05)
}

/** The dialog's own text and background: what a rule that sets neither inherits. */
const DIALOG = { color: '#313d3e', background: '#ffffff' }

const rules = [...HISTORY_CSS.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].map(
  ([, selectors, body]) => ({
    selectors: selectors.split(',').map((selector) => selector.trim()),
    color: /(?:^|[\s;])color:\s*(#[\da-f]{3,6})\b/i.exec(body)?.[1],
    background: /background-color:\s*(#[\da-f]{3,6})\b/i.exec(body)?.[1],
  }),
)

/** The text colour under a selector: its rule's, else that of the selector without its :hover. */
const textColour = (selector: string, own?: string) =>
  own ??
  rules.find((rule) => rule.color && rule.selectors.includes(selector.replace(/:hover$/, '')))?.color ??
  DIALOG.color

describe("the history's colours", () => {
  const pairs = rules
    .filter((rule) => rule.color || rule.background)
    .flatMap((rule) =>
      rule.selectors.map((selector) => ({
        selector,
        text: textColour(selector, rule.color),
        background: rule.background ?? DIALOG.background,
      })),
    )

  it('are read from its style sheet', () => expect(pairs.length).toBeGreaterThan(8))

  it.each(pairs)('$selector: $text on $background is at least 4.5:1', ({ text, background }) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
  })
})
