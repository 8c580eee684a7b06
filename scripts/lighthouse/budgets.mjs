/**
 * The budgets every page must meet on Lighthouse's mobile preset (median of runs); README lists them.
 * @type {{ figure: keyof import('./measure.mjs').Figures, label: string, check: (value: number) => boolean, limit: string }[]}
 */
export const BUDGETS = [
  { figure: 'performance', label: 'Performance score', check: (v) => v >= 95, limit: '>= 95' },
  { figure: 'accessibility', label: 'Accessibility score', check: (v) => v === 100, limit: '= 100' },
  { figure: 'bestPractices', label: 'Best practices score', check: (v) => v >= 95, limit: '>= 95' },
  { figure: 'seo', label: 'SEO score', check: (v) => v === 100, limit: '= 100' },
  { figure: 'cls', label: 'Cumulative layout shift', check: (v) => v <= 0.01, limit: '<= 0.01' },
  { figure: 'tbtMs', label: 'Total blocking time (ms)', check: (v) => v <= 100, limit: '<= 100' },
  {
    figure: 'jsBytes',
    label: 'JavaScript, gzipped (bytes)',
    check: (v) => v <= 120 * 1024,
    limit: '<= 122880 (120 KB)',
  },
  { figure: 'totalBytes', label: 'First view, all bytes', check: (v) => v <= 300 * 1024, limit: '<= 307200 (300 KB)' },
]
