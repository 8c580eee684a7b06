/**
 * How much of a file the logo's rule reads (svgLogoRule.ts), kept apart from it so that the messages that
 * state them (ruleMessages.ts) do not load its parser. Each is far above any logo: the site's is 400 bytes
 * and 3 elements deep; an Inkscape or Illustrator export of a detailed logo some 100 KB, 10 deep, 30
 * attributes on its root.
 */
export const SVG_LIMITS = {
  /** Bytes of the file. */
  bytes: 1_000_000,
  /** Tags (`<`): the parser's work grows with them, about 2 µs each, so they are counted before it runs. */
  tags: 20_000,
  /** Elements inside one another. */
  depth: 256,
  /** Attributes of one element, namespace declarations included. */
  attributes: 256,
} as const
