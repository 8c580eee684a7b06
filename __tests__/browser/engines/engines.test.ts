// `npm run test:engines`: the visitor's journeys (journeys.ts) and the deployed editor's round trip and history
// (editorJourney.ts) in Firefox ESR and in WebKitGTK, against the built site served through Netlify's rules
// (scripts/serve.mts). Run by scripts/test-engines.mts, inside xvfb-run.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { after, before, describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { siteAnswering } from '../../../scripts/startSite.mts'
import { repositoryCopy } from '../support/editorWorkflow'
import { FALLBACK_CMS_TARGET } from '../../../src/node/editorConfig/cmsTarget'
import { gitHubStandIn } from '../deployed/gitHubStandIn'
import { startInterceptingProxy } from '../deployed/interceptingProxy'
import { netlifyLogin } from '../deployed/netlifyLogin'
import { groupAlive, type Engine } from './driver'
import { editorRoundTrip } from './editorJourney'
import { firefox } from './firefox'
import { runJourney, journeys } from './journeys'
import { webkit } from './webkit'

// ENGINES_PORT lets two checkouts run these side by side.
const PORT = Number(process.env.ENGINES_PORT ?? 9400)
const ORIGIN = `http://localhost:${PORT}`
const ENGINES: Engine[] = [firefox, webkit]

let stopSite: (() => void) | undefined

before(async () => {
  stopSite = await siteAnswering(PORT)
})

after(() => stopSite?.())

for (const engine of ENGINES) {
  describe(engine.name, () => {
    const browsers = engine.journeyBrowsers(ORIGIN)
    after(() => browsers.close())

    for (const journey of journeys) {
      test(journey.name, { timeout: 180_000 }, async ({ signal }) => {
        const driver = await browsers.open({ signal })
        try {
          await runJourney(driver, journey)
        } finally {
          await driver.close()
        }
      })
    }

    // The harness itself: a test that runs out of time goes on until its promise settles; its browser must not.
    // Opened as the journeys open theirs, in a browser of its own.
    test(
      'a browser stuck in a script is killed as soon as its test is out of time, leaving nothing running',
      { timeout: 60_000 },
      async (t) => {
        const outOfTime = new AbortController()
        const stuckBrowsers = engine.journeyBrowsers(ORIGIN)
        t.after(() => stuckBrowsers.close())
        const driver = await stuckBrowsers.open({ signal: outOfTime.signal })
        await driver.goto('/')
        const settled = driver
          .evaluate(() => {
            for (;;);
          })
          .then(
            () => 'answered',
            () => 'failed',
          )
        await sleep(1000)
        const abortedAt = Date.now()
        outOfTime.abort()
        assert.equal(await settled, 'failed')
        assert.ok(
          Date.now() - abortedAt < 10_000,
          `the stuck script failed ${Date.now() - abortedAt} ms after the abort`,
        )
        await driver.close()
        for (const deadline = Date.now() + 5000; groupAlive(driver.processGroup) && Date.now() < deadline;)
          await sleep(100)
        assert.equal(groupAlive(driver.processGroup), false, 'a process of the browser or its driver is still running')
      },
    )

    if (engine === webkit) {
      // WebKitWebDriver never answers a session whose browser did not come up (here: no X display to open).
      test('a browser that cannot start fails its launch within seconds', { timeout: 60_000 }, async ({ signal }) => {
        const display = process.env.DISPLAY
        process.env.DISPLAY = ':1000'
        const startedAt = Date.now()
        try {
          await assert.rejects(engine.launch(ORIGIN, { signal }), /^Error: MiniBrowser (did not start|exited)/)
        } finally {
          process.env.DISPLAY = display
        }
        assert.ok(Date.now() - startedAt < 30_000, `the launch failed after ${Date.now() - startedAt} ms`)
      })
    }

    // WebKit, iOS's engine, plays the phone.
    const phone = engine === webkit
    test(
      `the deployed editor${phone ? ' on a phone (390 px)' : ''}: log-in through Netlify, a draft, Ready, Publish, and Istoric restoring the version before`,
      { timeout: 240_000 },
      async ({ signal }) => {
        const repository = repositoryCopy('engines-editor-')
        const gitHub = gitHubStandIn(repository, FALLBACK_CMS_TARGET.repo)
        const token = randomBytes(20).toString('hex')
        gitHub.issueToken(token)
        const proxy = await startInterceptingProxy([...netlifyLogin({ token }), ...gitHub.handlers])
        try {
          const driver = await engine.launch(ORIGIN, { signal, proxy })
          try {
            await editorRoundTrip(driver, repository, gitHub, { phone })
          } finally {
            await driver.close()
          }
        } finally {
          await proxy.stop()
          await rm(repository, { recursive: true, force: true })
        }
      },
    )
  })
}
