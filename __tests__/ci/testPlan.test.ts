/** @jest-environment node */
import { duration, needsOf, selection, stagesToStart, type Counts } from '../../scripts/testRun/plan.mts'

const ALL = ['format', 'unit', 'build', 'typecheck', 'engines', 'html']
const RUNS = { quick: ['format', 'unit', 'typecheck'], content: ['build', 'html'] }

describe('which stages npm test runs', () => {
  it('runs every stage when none is named', () => {
    expect(selection([], ALL, RUNS)).toEqual({ names: ALL, quick: false, content: false })
  })

  it('runs the stages --only names, in the order of the run', () => {
    expect(selection(['--only=html,engines'], ALL, RUNS)).toEqual({
      names: ['engines', 'html'],
      quick: false,
      content: false,
    })
  })

  it('runs the quick loop with --quick', () => {
    expect(selection(['--quick'], ALL, RUNS)).toEqual({ names: RUNS.quick, quick: true, content: false })
  })

  it('runs what a change of the content alone can break with --content', () => {
    expect(selection(['--content'], ALL, RUNS)).toEqual({ names: ['build', 'html'], quick: false, content: true })
  })

  it('refuses two runs at once', () => {
    expect(() => selection(['--quick', '--content'], ALL, RUNS)).toThrow('Choose one of')
  })

  it('refuses a stage it does not have, naming those it has', () => {
    expect(() => selection(['--only=engine'], ALL, RUNS)).toThrow(
      'No stage named engine; the stages are format, unit, build, typecheck, engines, html.',
    )
    expect(() => selection(['--onyl=html'], ALL, RUNS)).toThrow('Unknown argument --onyl=html')
  })
})

describe("what a stage needs of another's output", () => {
  const passed: Counts = { passed: 1, failed: 0 }
  const failed: Counts = { passed: 0, failed: 1 }
  const stage = { name: 'engines', needs: { build: () => 'the build of yesterday' } }
  const nothingLeft = { name: 'engines', needs: { build: () => undefined } }

  it('runs after the stage it needs passed in this run', () => {
    expect(needsOf(stage, new Map([['build', passed]]))).toEqual({ unmet: [], uses: [] })
  })

  it('does not run after it failed', () => {
    expect(needsOf(stage, new Map([['build', failed]]))).toEqual({ unmet: ['build failed'], uses: [] })
  })

  it('runs on what an earlier run left when this run leaves that stage out, and says which', () => {
    expect(needsOf(stage, new Map())).toEqual({ unmet: [], uses: ['the build of yesterday'] })
  })

  it('does not run when nothing was left, saying why', () => {
    expect(needsOf(nothingLeft, new Map())).toEqual({
      unmet: ['build was not run, and no earlier run left what this stage needs of it'],
      uses: [],
    })
  })
})

describe('which stages start, two at a time', () => {
  const build = { name: 'build' }
  const format = { name: 'format' }
  const browser = { name: 'browser', needs: { build: () => undefined } }
  const lint = { name: 'lint', after: ['build'] }
  const html = { name: 'html', needs: { build: () => undefined } }
  const all = new Set(['build', 'format', 'browser', 'lint', 'html'])
  const names = (stages: { name: string }[]) => stages.map(({ name }) => name)

  it("starts the first two that wait on nothing, in the run's order", () => {
    expect(names(stagesToStart([build, format, browser, lint], all, new Set(), 0))).toEqual(['build', 'format'])
  })

  it('starts none beside two running', () => {
    expect(stagesToStart([format, lint], all, new Set(), 2)).toEqual([])
  })

  it('holds a stage back until what it needs, or must come after, has ended', () => {
    expect(names(stagesToStart([browser, lint, html], all, new Set(['format']), 1))).toEqual([])
    expect(names(stagesToStart([browser, lint, html], all, new Set(['format', 'build']), 0))).toEqual([
      'browser',
      'lint',
    ])
  })

  it('waits on no stage the run leaves out', () => {
    expect(names(stagesToStart([lint, html], new Set(['lint', 'html']), new Set(), 0))).toEqual(['lint', 'html'])
  })
})

describe('durations in the summary', () => {
  it.each([
    [420, '0.4 s'],
    [42_000, '42 s'],
    [425_000, '7 min 05 s'],
  ])('%i ms reads %s', (ms, text) => {
    expect(duration(ms)).toBe(text)
  })
})
