// Which stages of `npm test` run, whether what each needs is there, and the summary's lines.

/** What a stage counted: tests, pages or budgets where its tool counts them, else one check. */
/** A stage's counts; `failures`: why each failed test failed, a line each (failures.mts). */
export type Counts = { passed: number; failed: number; note?: string; failures?: string[] }

/** What an earlier run left of a stage that this run leaves out, as this stage uses it: named, or undefined. */
export type Earlier = () => string | undefined

export type PlannedStage = {
  name: string
  /** The stages whose output this one uses (the build's pages, the installed Chromium), by name. */
  needs?: Record<string, Earlier>
  /**
   * The stages that must have ended, passed or not, before this one starts: it reads files they write (the
   * build rewrites src/gatsby-types.d.ts and generated/ while it runs).
   */
  after?: string[]
}

/**
 * The runs there are besides the whole one: `quick`, the quick loop (no build), and `content`, what a change of
 * content/ and locales/ alone can break. Each names its stages.
 */
export type Runs = { quick: string[]; content: string[] }

export type Selection = { names: string[]; quick: boolean; content: boolean }

/**
 * The stages named on the command line: `--only=a,b` those, `--quick` or `--content` that run's, nothing every
 * one. Throws, naming the stages there are, for a name that is none of them.
 */
export function selection(args: string[], all: string[], runs: Runs): Selection {
  const only = args.find((arg) => arg.startsWith('--only='))
  const quick = args.includes('--quick')
  const content = args.includes('--content')
  const unknown = args.filter((arg) => arg !== '--quick' && arg !== '--content' && arg !== only)
  if (unknown.length)
    throw new Error(`Unknown argument ${unknown.join(' ')}: expected --only=<stages>, --quick or --content.`)
  if ([only, quick, content].filter(Boolean).length > 1)
    throw new Error('Choose one of --only=<stages>, --quick and --content.')
  const names = only
    ? only.slice('--only='.length).split(',').filter(Boolean)
    : quick
      ? runs.quick
      : content
        ? runs.content
        : all
  const missing = names.filter((name) => !all.includes(name))
  if (missing.length) throw new Error(`No stage named ${missing.join(', ')}; the stages are ${all.join(', ')}.`)
  return { names: all.filter((name) => names.includes(name)), quick, content }
}

/**
 * Whether a stage can run: each of its needs either ran in this run and passed, or was left out of it and an
 * earlier run's output is there. `unmet` says why not; `uses` names the earlier output the stage works on.
 */
export function needsOf(
  stage: PlannedStage,
  results: ReadonlyMap<string, Counts>,
): { unmet: string[]; uses: string[] } {
  const unmet: string[] = []
  const uses: string[] = []
  for (const [name, earlier] of Object.entries(stage.needs ?? {})) {
    const result = results.get(name)
    if (result) {
      if (result.failed) unmet.push(`${name} failed`)
      continue
    }
    const found = earlier()
    if (found) uses.push(found)
    else unmet.push(`${name} was not run, and no earlier run left what this stage needs of it`)
  }
  return { unmet, uses }
}

/** How many stages run at once: two cores, and most stages keep one of them busy. */
export const STAGES_AT_ONCE = 2

/**
 * Whether a stage of this run can start now: every stage of the run that it needs, or must come after, has
 * ended. A stage this run leaves out holds nothing up (what it needs of an earlier run is `needsOf`'s to say).
 */
export function canStart(stage: PlannedStage, inRun: ReadonlySet<string>, ended: ReadonlySet<string>): boolean {
  return [...Object.keys(stage.needs ?? {}), ...(stage.after ?? [])].every(
    (name) => !inRun.has(name) || ended.has(name),
  )
}

/**
 * The stages to start now, in the run's order, while fewer than STAGES_AT_ONCE run: the run's order puts the
 * stage that takes longest (the browser tests) right after what it needs, so that it starts as soon as it can.
 */
export function stagesToStart<Stage extends PlannedStage>(
  waiting: readonly Stage[],
  inRun: ReadonlySet<string>,
  ended: ReadonlySet<string>,
  running: number,
): Stage[] {
  const free = Math.max(0, STAGES_AT_ONCE - running)
  return waiting.filter((stage) => canStart(stage, inRun, ended)).slice(0, free)
}

/** A duration as the summary prints it: `0.4 s`, `42 s`, `7 min 05 s`. */
export function duration(ms: number): string {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}
