// `npm run test:engines`: the visitor's journeys (journeys.ts) in Firefox ESR and in WebKitGTK, against the built
// site served through Netlify's rules (scripts/serve.mts). Run by scripts/test-engines.sh, inside xvfb-run.
import { spawn } from 'node:child_process'
import { after, before, describe, test } from 'node:test'
import type { Engine } from './driver'
import { firefox } from './firefox'
import { runJourney, journeys } from './journeys'
import { webkit } from './webkit'

// ENGINES_PORT lets two checkouts run these side by side.
const PORT = Number(process.env.ENGINES_PORT ?? 9400)
const ORIGIN = `http://localhost:${PORT}`
const ENGINES: Engine[] = [firefox, webkit]

const answers = () =>
  fetch(ORIGIN).then(
    (response) => response.ok,
    () => false,
  )

let server: ReturnType<typeof spawn> | undefined

before(async () => {
  // A server left over from another run would serve another build: refuse a busy port.
  if (await answers()) throw new Error(`Port ${PORT} is busy: stop what listens there.`)
  server = spawn('npx', ['tsx', 'scripts/serve.mts'], {
    env: { ...process.env, PORT: String(PORT) },
    stdio: 'ignore',
    detached: true,
  })
  const deadline = Date.now() + 60_000
  while (!(await answers())) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`The site did not answer on ${ORIGIN}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
})

after(() => {
  // npx, tsx and the server: the whole process group.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM')
})

for (const engine of ENGINES) {
  describe(engine.name, () => {
    for (const journey of journeys) {
      test(journey.name, { timeout: 180_000 }, async () => {
        const driver = await engine.launch(ORIGIN)
        try {
          await runJourney(driver, journey)
        } finally {
          await driver.close()
        }
      })
    }
  })
}
