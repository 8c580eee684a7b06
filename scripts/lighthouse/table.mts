import type { Figures } from './measure.mts'

export type Row = { page: string; preset: string; figures: Figures }

const COLUMNS: { title: string; figure: keyof Figures; format: (value: number) => string }[] = [
  { title: 'Perf', figure: 'performance', format: String },
  { title: 'A11y', figure: 'accessibility', format: String },
  { title: 'BP', figure: 'bestPractices', format: String },
  { title: 'SEO', figure: 'seo', format: String },
  { title: 'FCP ms', figure: 'fcpMs', format: (v) => v.toFixed(0) },
  { title: 'LCP ms', figure: 'lcpMs', format: (v) => v.toFixed(0) },
  { title: 'TBT ms', figure: 'tbtMs', format: (v) => v.toFixed(0) },
  { title: 'Task ms', figure: 'longestTaskMs', format: (v) => v.toFixed(0) },
  { title: 'Task CPU ms', figure: 'longestTaskCpuMs', format: (v) => v.toFixed(0) },
  { title: 'CLS', figure: 'cls', format: (v) => v.toFixed(3) },
  { title: 'SI ms', figure: 'speedIndexMs', format: (v) => v.toFixed(0) },
  { title: 'JS gz KB', figure: 'jsBytes', format: (v) => (v / 1024).toFixed(1) },
  { title: 'Img KB', figure: 'imageBytes', format: (v) => (v / 1024).toFixed(1) },
  { title: 'Total KB', figure: 'totalBytes', format: (v) => (v / 1024).toFixed(1) },
  { title: 'Reqs', figure: 'requests', format: String },
]

/** A plain-text table of Lighthouse figures, one row per page and preset; with a baseline, each cell's change. */
export function formatTable(rows: Row[], baseline: Row[] = []) {
  const header = ['Page', 'Preset', ...COLUMNS.map((column) => column.title)]
  const body = rows.map(({ page, preset, figures }) => {
    const before = baseline.find((row) => row.page === page && row.preset === preset)?.figures
    return [
      page,
      preset,
      ...COLUMNS.map(({ figure, format }) => {
        const cell = format(figures[figure])
        if (!before) return cell
        const change = figures[figure] - before[figure]
        const shown = format(Math.abs(change))
        return shown === format(0) ? cell : `${cell} (${change > 0 ? '+' : '-'}${shown})`
      }),
    ]
  })
  const widths = header.map((title, index) => Math.max(title.length, ...body.map((row) => row[index].length)))
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index])).join('  ')
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n')
}
