/**
 * @typedef {{ figure: keyof import('./measure.mjs').Figures, label: string, check: (value: number) => boolean, limit: string }} Budget
 */

/**
 * The gates: what `npm test` requires of every page on Lighthouse's mobile preset (median of three runs).
 * Bytes, requests, layout shift and the accessibility, best-practices and SEO scores come out the same on
 * every run. The main thread is held to its longest task as it ran, unthrottled: the page's own tasks took at
 * most 47 ms even with the machine's cores kept busy, and a 200 ms task planted at start-up lasts 200 ms however
 * busy the machine is (README, Quality gates). Total blocking time, which multiplies load-stretched tasks by the
 * preset's CPU slowdown, is a goal.
 * @type {Budget[]}
 */
export const BUDGETS = [
  { figure: 'accessibility', label: 'Accessibility score', check: (v) => v === 100, limit: '= 100' },
  { figure: 'bestPractices', label: 'Best practices score', check: (v) => v === 100, limit: '= 100' },
  { figure: 'seo', label: 'SEO score', check: (v) => v === 100, limit: '= 100' },
  { figure: 'cls', label: 'Cumulative layout shift', check: (v) => v <= 0.01, limit: '<= 0.01' },
  {
    figure: 'jsBytes',
    label: 'JavaScript, gzipped (bytes)',
    check: (v) => v <= 120 * 1024,
    limit: '<= 122880 (120 KB)',
  },
  { figure: 'totalBytes', label: 'First view, all bytes', check: (v) => v <= 300 * 1024, limit: '<= 307200 (300 KB)' },
  { figure: 'requests', label: 'Requests in the first view', check: (v) => v <= 20, limit: '<= 20' },
  {
    figure: 'longestTaskMs',
    label: 'Longest main-thread task, unthrottled (ms)',
    check: (v) => v <= 100,
    limit: '<= 100',
  },
]

/**
 * The budgets a set of rows misses, one line each.
 * @param {import('./table.mjs').Row[]} rows
 * @param {Budget[]} budgets
 */
export function missed(rows, budgets) {
  return rows.flatMap(({ page, preset, figures }) =>
    budgets
      .filter(({ figure, check }) => !check(figures[figure]))
      .map(({ figure, label, limit }) => `${page} (${preset}): ${label} is ${figures[figure]}, ${limit}`),
  )
}
