/**
 * The CPU slowdown that makes this machine emulate the phone Lighthouse's mobile preset stands for, from the
 * machine's BenchmarkIndex: Lighthouse's own calculator (patrickhulce/lighthouse-cpu-throttling-calculator,
 * linked from Lighthouse's docs/throttling.md), whose fixed 4x is right for an index of 1,533 only. Three
 * straight lines through the calculator's points: 150 -> 1x, 800 -> 2x, 1,300 -> 3x, then one step more for
 * every 233 (1,533 -> 4x, 2,000 -> 6x). Below 150 the machine is slower than that phone, and no slowdown can
 * emulate it.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150)
    throw new Error(`A BenchmarkIndex of ${benchmarkIndex} is too slow to emulate Lighthouse's mobile phone`)
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return 1 + (benchmarkIndex - 150) / 650
}
