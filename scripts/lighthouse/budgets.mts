import type { Figures } from './measure.mts'
import type { Row } from './table.mts'

type Budget = { figure: keyof Figures; label: string; check: (value: number) => boolean; limit: string }

/**
 * The gates: what `npm test` requires of every page on Lighthouse's mobile preset, in one run each. Bytes,
 * requests, layout shift and the accessibility, best-practices and SEO scores come out the same on every run.
 * The main thread is held to the CPU time of its longest task: the work a task does is the same however busy
 * the machine is, while its wall-clock time (and total blocking time, which multiplies it by the preset's CPU
 * slowdown) stretches with every job the machine runs beside it; `npm run bench` reports those.
 * A planted task of twice the bound (LIGHTHOUSE_PLANTED_TASK_MS=200) must fail the gate.
 */
export const BUDGETS: Budget[] = [
  { figure: 'accessibility', label: 'Accessibility score', check: (v) => v === 100, limit: '= 100' },
  { figure: 'bestPractices', label: 'Best practices score', check: (v) => v === 100, limit: '= 100' },
  { figure: 'seo', label: 'SEO score', check: (v) => v === 100, limit: '= 100' },
  { figure: 'cls', label: 'Cumulative layout shift', check: (v) => v <= 0.01, limit: '<= 0.01' },
  // Just above what the page uses: room for a dependency's patch release, not for a library, and not for one
  // more request.
  {
    figure: 'jsBytes',
    label: 'JavaScript, gzipped (bytes)',
    check: (v) => v <= 85 * 1024,
    limit: '<= 87040 (85 KB)',
  },
  // Room for an editor's busier front page in the portfolio, not for a second font or a library.
  { figure: 'totalBytes', label: 'First view, all bytes', check: (v) => v <= 200 * 1024, limit: '<= 204800 (200 KB)' },
  { figure: 'requests', label: 'Requests in the first view', check: (v) => v <= 12, limit: '<= 12' },
  {
    figure: 'longestTaskCpuMs',
    label: 'Longest main-thread task, CPU time (ms)',
    check: (v) => v <= 100,
    limit: '<= 100',
  },
]

/** The gates a change of the content alone can move that read the same on every run: bytes and requests. */
export const CONTENT_BUDGETS = BUDGETS.filter(({ figure }) => ['jsBytes', 'totalBytes', 'requests'].includes(figure))

/** The budgets a set of rows misses, one line each. */
export function missed(rows: Row[], budgets: Budget[]) {
  return rows.flatMap(({ page, preset, figures }) =>
    budgets
      .filter(({ figure, check }) => !check(figures[figure]))
      .map(({ figure, label, limit }) => `${page} (${preset}): ${label} is ${figures[figure]}, ${limit}`),
  )
}
