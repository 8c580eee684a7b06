import { spawn } from 'node:child_process'
import path from 'node:path'

/**
 * Serves `folder`'s public/ as Netlify serves it (scripts/serve.mts, with `folder`'s netlify.toml) on `port`,
 * as a site of its own beside the one the tests run against, and resolves once it answers, with a function that
 * stops it. How long that may take is the caller's hook's time.
 */
export async function serveSite(folder: string, port: number) {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/serve.mts')], {
    cwd: folder,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => void child.kill('SIGTERM')
  for (;;) {
    if (child.exitCode !== null) throw new Error(`scripts/serve.mts stopped (exit code ${child.exitCode})`)
    const answers = await fetch(`http://localhost:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (answers) return stop
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
