// `npm run test:engines`: the visitor's journeys (journeys.ts) and the deployed editor's round trip
// (editorJourney.ts) in Firefox ESR and in WebKitGTK, against the built site served through Netlify's rules
// (scripts/serve.mts). Run by scripts/test-engines.sh, inside xvfb-run.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { after, before, describe, test } from 'node:test'
import { repositoryCopy } from '../support/editorWorkflow'
import { FALLBACK_CMS_TARGET } from '../../../src/node/editorConfig/cmsTarget'
import { gitHubStandIn } from '../deployed/gitHubStandIn'
import { startInterceptingProxy } from '../deployed/interceptingProxy'
import { netlifyLogin } from '../deployed/netlifyLogin'
import type { Engine } from './driver'
import { editorRoundTrip } from './editorJourney'
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

    test('the deployed editor: log-in through Netlify, a draft, Ready, Publish', { timeout: 240_000 }, async () => {
      const repository = await repositoryCopy('engines-editor-')
      const gitHub = gitHubStandIn(repository, FALLBACK_CMS_TARGET.repo)
      const token = randomBytes(20).toString('hex')
      gitHub.issueToken(token)
      const proxy = await startInterceptingProxy([...netlifyLogin({ token }), ...gitHub.handlers])
      try {
        const driver = await engine.launch(ORIGIN, { proxy })
        try {
          await editorRoundTrip(driver, repository, gitHub)
        } finally {
          await driver.close()
        }
      } finally {
        await proxy.stop()
        await rm(repository, { recursive: true, force: true })
      }
    })
  })
}
