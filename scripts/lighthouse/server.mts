import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli')
const serveScript = fileURLToPath(new URL('../serve.mts', import.meta.url))
// Netlify's dev server is slow to start on a machine whose cores other jobs keep busy: wait for it generously.
const STARTUP_MS = 120_000

/**
 * Starts scripts/serve.mts (public/ through Netlify's rules) on `port` as a child process and resolves, once
 * the page answers, with a function that stops it. Fails if the server stops first, for example because the
 * port is taken: a server left running there would otherwise be measured in its place. `root` is the folder
 * whose public/ and netlify.toml are served (the benchmark serves another build and its limit page with it).
 */
export async function startServer(port: number, root = process.cwd()): Promise<() => void> {
  const answers = () =>
    fetch(`http://localhost:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
  if (await answers()) throw new Error(`Port ${port} is in use: stop the server there first`)
  const child = spawn(process.execPath, [tsxCli, serveScript], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let exitCode: number | null = null
  child.on('exit', (code) => (exitCode = code ?? -1))
  const deadline = Date.now() + STARTUP_MS
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`The site server stopped (exit code ${exitCode}); is port ${port} in use?`)
    if (await answers()) return () => child.kill()
    await sleep(200)
  }
  child.kill()
  throw new Error(`The site server did not answer on port ${port} within ${STARTUP_MS / 1000} s`)
}
