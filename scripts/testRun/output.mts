// What the stages of `npm test` print, when two run at once: one stage's output at a time, never two mixed.

/** Where a stage writes: its commands' output and its own messages. */
export type StageOutput = { write(text: string): void; close(): void }

/**
 * Gives each running stage an output. The stage that started first among those running is shown as it prints,
 * in whole lines; what the others print is kept, and shown whole, under the stage's name, when they end (between
 * two lines of the one shown) or when they become the first, which then goes on as it prints.
 */
export function outputRelay(print: (text: string) => void = (text) => process.stdout.write(text)) {
  type Open = { label: string; kept: string; shown: boolean }
  const open: Open[] = []
  let partLine = ''
  /** Another stage's output was shown between two lines of the one shown, which names itself again. */
  let interrupted = false

  const showLines = (text: string) => {
    partLine += text
    const end = partLine.lastIndexOf('\n') + 1
    if (!end) return
    if (interrupted) print(`\n── ${open[0].label} (continued)\n`)
    interrupted = false
    print(partLine.slice(0, end))
    partLine = partLine.slice(end)
  }
  const show = (stage: Open) => {
    stage.shown = true
    interrupted = false
    print(`\n── ${stage.label}\n`)
    showLines(stage.kept)
    stage.kept = ''
  }

  return {
    open(label: string): StageOutput {
      const stage: Open = { label, kept: '', shown: false }
      open.push(stage)
      if (open.length === 1) show(stage)
      return {
        write(text) {
          if (stage.shown) showLines(text)
          else stage.kept += text
        },
        close() {
          if (stage.shown && partLine) showLines('\n')
          open.splice(open.indexOf(stage), 1)
          if (stage.shown) {
            if (open[0]) show(open[0])
          } else {
            print(`\n── ${stage.label}\n${stage.kept}${stage.kept.endsWith('\n') || !stage.kept ? '' : '\n'}`)
            interrupted = true
          }
        },
      }
    },
  }
}
