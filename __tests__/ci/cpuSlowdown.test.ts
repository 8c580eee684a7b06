/** @jest-environment node */
import { cpuSlowdownFor } from '../../scripts/lighthouse/cpuSlowdown.mts'

describe("the benchmark's CPU slowdown, from Lighthouse's calculator", () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
    [2811, 9.48],
  ])("reads %d as %dx, a point of the calculator's", (benchmarkIndex, slowdown) => {
    expect(cpuSlowdownFor(benchmarkIndex)).toBeCloseTo(slowdown, 2)
  })

  it('runs straight between them', () => {
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 5)
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5)
  })

  it('refuses a machine slower than the phone, which no slowdown emulates', () => {
    expect(() => cpuSlowdownFor(149)).toThrow('too slow')
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow('too slow')
  })
})
