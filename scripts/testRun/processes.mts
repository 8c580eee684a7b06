// The processes of one stage of `npm test`: each command a stage runs, and everything that command starts,
// carries a mark in its environment, so that the stage can end whatever its children do: at its time limit,
// and after its last command, every process still carrying the mark is stopped and named. Linux only (/proc).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdir, readFile } from 'node:fs/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import type { StageOutput } from './output.mts'

/** The environment variable that marks a stage's processes; its value names the stage's run. */
export const STAGE_MARK = 'NPM_TEST_STAGE'

export type Running = { pid: number; command: string }

/** The processes whose environment carries `mark`, as started (a process's own later changes are not seen). */
export async function processesMarked(mark: string): Promise<Running[]> {
  const wanted = `${STAGE_MARK}=${mark}`
  const found: Running[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    try {
      if (!(await readFile(`/proc/${entry}/environ`, 'latin1')).split('\0').includes(wanted)) continue
      const command = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0').join(' ').trim()
      found.push({ pid: Number(entry), command })
    } catch {
      // Gone since the listing, or another user's.
    }
  }
  return found
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Asks each process to end (SIGTERM), and kills those still there after `graceMs`. */
export async function stop(processes: Running[], graceMs = 5000) {
  for (const { pid } of processes) if (alive(pid)) process.kill(pid, 'SIGTERM')
  for (const deadline = Date.now() + graceMs; processes.some(({ pid }) => alive(pid)) && Date.now() < deadline;)
    await sleep(100)
  for (const { pid } of processes) if (alive(pid)) process.kill(pid, 'SIGKILL')
}

/** What is still running with `mark` once `graceMs` have passed (a process may take a moment to exit). */
export async function leftOver(mark: string, graceMs: number): Promise<Running[]> {
  for (const deadline = Date.now() + graceMs; ; await sleep(200)) {
    const running = await processesMarked(mark)
    if (!running.length || Date.now() >= deadline) return running
  }
}

/** One line per process, its command cut short: for the stage's report. */
export const describe = (processes: Running[]) =>
  processes.map(({ pid, command }) => `${pid} ${command.length > 100 ? `${command.slice(0, 99)}…` : command}`)

/**
 * Runs a command, marked with `mark`, its output on this terminal or, given `output`, there. At `deadline` (a
 * time in ms since the epoch) every process carrying the mark is stopped: the command then counts as failed,
 * and `stopped` names what was running.
 */
export function runMarked(
  command: string,
  args: string[],
  { mark, deadline, output }: { mark: string; deadline: number; output?: StageOutput },
): Promise<{ ok: boolean; stopped?: Running[] }> {
  const say = (line: string) => (output ? output.write(`${line}\n`) : console.log(line))
  say(`\n> ${command} ${args.join(' ')}`)
  const child = spawn(command, args, {
    stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, [STAGE_MARK]: mark },
  })
  const streams = [child.stdout, child.stderr].filter((stream) => !!stream)
  for (const stream of streams) stream.setEncoding('utf8').on('data', (text: string) => output?.write(text))
  const streamsEnded = Promise.all(streams.map((stream) => once(stream, 'end').catch(() => undefined)))
  // What the command printed last, once it exits; a process it left running holds its pipes open, so that is
  // not waited for beyond a moment.
  const drained = () => Promise.race([streamsEnded, sleep(2000, undefined, { ref: false })])
  return new Promise((resolve) => {
    let stopping: Promise<Running[]> | undefined
    const timer = setTimeout(
      () => {
        stopping = processesMarked(mark).then(async (running) => {
          await stop(running)
          return running
        })
      },
      Math.max(0, deadline - Date.now()),
    )
    const end = async (ok: boolean) => {
      clearTimeout(timer)
      resolve(stopping ? { ok: false, stopped: await stopping } : { ok })
    }
    child.once('error', (error) => {
      say(`${command}: ${error.message}`)
      void end(false)
    })
    child.once('exit', (code) => void drained().then(() => end(code === 0)))
  })
}
