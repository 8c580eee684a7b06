// The tap measure's controls, moments and goal (tapsDuringLoad.mts plays the taps): at every moment of the load,
// a tap at most 1.5 times as long as the same tap on the limit page, and never above 200 ms.

/** The controls tapped, each found the same way on the site and on the limit page, and where the page opens. */
export const TAPPED_CONTROLS = [
  { name: 'top-bar link', selector: 'header nav a[href="#contact"]', hash: '' },
  { name: 'language menu', selector: 'header button[aria-haspopup="menu"], header details > summary', hash: '' },
  { name: 'add to contacts', selector: '#contact a[type="text/vcard"]', hash: '#contact' },
] as const

export type TappedControl = (typeof TAPPED_CONTROLS)[number]['name']

/** Moments of the load, in ms after the navigation starts: from about the first paint to well after hydration. */
export const TAP_MOMENTS_MS = [1000, 1500, 2000, 2500, 3000, 3500, 4500]

/** Each target's median tap duration per control and moment, over `rounds` rounds. */
export type TapFigures = Record<string, Record<TappedControl, (number | null)[]>>

/**
 * The figures as a table per control: each moment, the limit page's duration and each other target's with its
 * ratio to the limit page's; and the misses of the `checked` targets against the goal (at most 1.5 times the
 * limit page's, and never above 200 ms, which a cell misses with no limit page's tap to compare with too).
 */
export function formatTaps(figures: TapFigures, limit: string, checked: readonly string[]): string {
  const targets = Object.keys(figures)
  const lines: string[] = []
  const misses: string[] = []
  const cell = (value: number | null, of: number | null) =>
    value === null
      ? 'not under the finger'
      : of
        ? `${Math.round(value)} ms (${(value / of).toFixed(2)}x)`
        : `${Math.round(value)} ms`
  for (const control of TAPPED_CONTROLS) {
    lines.push(`\nA tap on the ${control.name}: its duration (Event Timing), median; ratio to the limit page's`)
    const rows = [
      ['T', ...targets.map((target) => (target === limit ? 'limit page' : target))],
      ...TAP_MOMENTS_MS.map((moment, index) => {
        const reference = figures[limit][control.name][index]
        return [
          `${moment.toLocaleString('en')} ms`,
          ...targets.map((target) => {
            const value = figures[target][control.name][index]
            // Above 200 ms misses the goal even where the limit page had not drawn the control yet.
            const missed = value !== null && (value > 200 || (reference !== null && value > 1.5 * reference))
            if (checked.includes(target) && missed)
              misses.push(`${target}, ${control.name} at ${moment} ms: ${cell(value, reference)}`)
            return cell(value, target === limit ? null : reference)
          }),
        ]
      }),
    ]
    const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)))
    for (const cells of rows) lines.push(cells.map((text, column) => text.padEnd(widths[column])).join('  '))
  }
  lines.push(
    misses.length
      ? `\nTaps beyond the goal (1.5x the limit page's, at most 200 ms):\n${misses.map((line) => `  ${line}`).join('\n')}`
      : "\nEvery tap within the goal (1.5x the limit page's, at most 200 ms).",
  )
  return lines.join('\n')
}
