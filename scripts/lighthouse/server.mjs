import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli')

/**
 * Starts scripts/serve.ts (netlify.toml's rules over public/) on `port` as a child process, and resolves once
 * it says it listens, with a function that stops it. Fails if it cannot listen (a server left running on the
 * port would otherwise be measured in its place).
 */
export function startServer(/** @type {number} */ port) {
  const child = spawn(process.execPath, [tsxCli, 'scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving public/')) resolve(() => child.kill())
    })
    child.on('exit', (code) =>
      reject(new Error(`The site server stopped (exit code ${code}); is port ${port} in use?`)),
    )
  })
}
