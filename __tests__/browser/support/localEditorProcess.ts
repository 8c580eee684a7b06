import { spawn } from 'node:child_process'

/**
 * Starts `npm run cms` without building (the site already in public/), editing `repositoryDir`, and resolves
 * once it prints the editor's address, with a function that stops it and everything it started. With
 * `rebuilds`, it builds the site first and again after each publish, as it does for a developer: then
 * `repositoryDir` is the folder it runs in (`cwd`). Used by the browser tests and `npm run screenshots`.
 */
export function startCms(options: {
  sitePort: number
  backendPort: number
  repositoryDir: string
  cwd?: string
  rebuilds?: boolean
}) {
  const child = spawn('npx', ['tsx', 'scripts/cms.mts', ...(options.rebuilds ? [] : ['--no-build'])], {
    // The folder whose public/ is served: this one, or a copy built otherwise (an edit-mode build).
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
