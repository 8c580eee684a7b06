/** @jest-environment node */
import { formatTaps, TAP_MOMENTS_MS, TAPPED_CONTROLS, type TapFigures } from '../../scripts/bench/tapGoal.mts'

/** Every control of a target tapped in `ms` at every moment, `at` giving other durations at some moments. */
const target = (ms: number | null, at: Record<number, number | null> = {}) =>
  Object.fromEntries(
    TAPPED_CONTROLS.map(({ name }) => [name, TAP_MOMENTS_MS.map((moment) => (moment in at ? at[moment] : ms))]),
  ) as TapFigures[string]

const missesOf = (figures: TapFigures) => {
  const text = formatTaps(figures, 'limit', ['site'])
  return text.includes('Every tap within the goal')
    ? []
    : text.split('Taps beyond the goal')[1].trim().split('\n').slice(1)
}

describe("the bench's tap goal: at most 1.5 times the limit page's tap, and never above 200 ms", () => {
  it('lists no miss where every tap is within both bounds', () => {
    expect(missesOf({ limit: target(80), site: target(120) })).toEqual([])
  })

  it("lists a tap over 1.5 times the limit page's, each control at that moment", () => {
    expect(missesOf({ limit: target(80), site: target(120, { 2000: 121 }) })).toEqual(
      TAPPED_CONTROLS.map(({ name }) => `  site, ${name} at 2000 ms: 121 ms (1.51x)`),
    )
  })

  it('lists a tap above 200 ms, also where the limit page had not drawn the control yet', () => {
    const limit = target(150, { 1000: null })
    expect(missesOf({ limit, site: target(180, { 1000: 624, 3000: 201 }) })).toEqual(
      TAPPED_CONTROLS.flatMap(({ name }) => [
        `  site, ${name} at 1000 ms: 624 ms`,
        `  site, ${name} at 3000 ms: 201 ms (1.34x)`,
      ]),
    )
  })
})
