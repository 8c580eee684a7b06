import { spawn } from 'node:child_process'
import { TSX_LOADER } from '../../../scripts/startSite.mts'

/**
 * Starts `npm run cms` without building (the site already in public/ of `cwd`, this folder by default), editing
 * `repositoryDir`, and resolves once it prints the editor's address, with a function that stops it and
 * everything it started. When `cwd` is `repositoryDir`, it rebuilds that folder's site after each publish, as it
 * does for a developer. Used by the browser tests and `npm run screenshots`.
 */
export function startCms(options: { sitePort: number; backendPort: number; repositoryDir: string; cwd?: string }) {
  // `npm run cms -- --no-build`, as node runs it under tsx, without npm's and tsx's processes in front.
  const child = spawn(process.execPath, ['--import', TSX_LOADER, 'scripts/cms.mts', '--no-build'], {
    // The folder whose public/ is served: this one, or a copy's (an edit-mode build, a copy of this build).
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(options.sitePort),
      DECAP_SERVER_PORT: String(options.backendPort),
      CMS_REPOSITORY_DIR: options.repositoryDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // Its own process group, so that stopping it stops decap-server and the local server too.
    detached: true,
  })
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
  }
  return new Promise<() => void>((resolve, reject) => {
    let output = ''
    let started = false
    child.stdout.on('data', (chunk: Buffer) => {
      // Once started, what it prints (decap-server's errors, say, behind an answer of 500) goes on through.
      if (started) return void process.stdout.write(chunk)
      output += chunk.toString()
      started = /^Editor: /m.test(output)
      if (started) resolve(stop)
    })
    child.on('exit', (code) => reject(new Error(`npm run cms stopped (exit code ${code}):\n${output}`)))
  })
}
