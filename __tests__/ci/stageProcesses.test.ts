/** @jest-environment node */
import { leftOver, processesMarked, runMarked, stop } from '../../scripts/testRun/processes.mts'

// A stage of `npm test` ends whatever its processes do: what outlives the stage's time limit, or its last
// command, is found by its mark, stopped, and named.
let mark: string
beforeEach(() => {
  mark = `test-${process.pid}-${Math.random()}`
  jest.spyOn(console, 'log').mockImplementation(() => undefined)
})
afterEach(async () => {
  await stop(await processesMarked(mark), 0)
  jest.restoreAllMocks()
})

const inAMinute = () => Date.now() + 60_000

describe("a stage's command", () => {
  it('passes when it exits 0, and fails otherwise', async () => {
    expect(await runMarked('sh', ['-c', 'exit 0'], { mark, deadline: inAMinute() })).toEqual({ ok: true })
    expect(await runMarked('sh', ['-c', 'exit 3'], { mark, deadline: inAMinute() })).toEqual({ ok: false })
  })

  it('is stopped at the deadline, with what it started, each named, and fails', async () => {
    const started = Date.now()
    const result = await runMarked('sh', ['-c', 'sleep 61 & sleep 62'], { mark, deadline: Date.now() + 500 })
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(result.ok).toBe(false)
    expect(result.stopped?.map(({ command }) => command).sort()).toEqual(
      ['sh -c sleep 61 & sleep 62', 'sleep 61', 'sleep 62'].sort(),
    )
    expect(await processesMarked(mark)).toEqual([])
  })

  it('leaves behind what it started in the background, which is found by its mark and can be stopped', async () => {
    expect(await runMarked('sh', ['-c', 'sleep 63 &'], { mark, deadline: inAMinute() })).toEqual({ ok: true })
    const left = await leftOver(mark, 200)
    expect(left.map(({ command }) => command)).toEqual(['sleep 63'])
    await stop(left)
    expect(await processesMarked(mark)).toEqual([])
  })

  it('given an output, writes all it printed there, and ends when it exits though what it left holds its pipes', async () => {
    let printed = ''
    const output = { write: (text: string) => (printed += text), close: () => undefined }
    const started = Date.now()
    const result = await runMarked('sh', ['-c', 'echo ăîșț; echo oops >&2; sleep 64 &'], {
      mark,
      deadline: inAMinute(),
      output,
    })
    expect(result).toEqual({ ok: true })
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(printed).toContain('> sh -c echo ăîșț; echo oops >&2; sleep 64 &\n')
    expect(printed).toContain('ăîșț\n')
    expect(printed).toContain('oops\n')
  })

  it('leaves nothing when it ends with everything it started', async () => {
    await runMarked('sh', ['-c', 'sleep 0.1 & wait'], { mark, deadline: inAMinute() })
    expect(await leftOver(mark, 1000)).toEqual([])
  })
})
