// `npm run test:engines` (after a build): the visitor's journeys and the deployed editor's round trip in Firefox
// ESR and WebKitGTK, Debian's own packages (installed here when missing). WebKitGTK needs an X server: xvfb-run
// starts one for the run and stops it when the run ends, however it ends. Writes reports/engines.tap, which
// `npm test` counts. Further arguments go to node's test runner:
//   npm run test:engines -- --test-name-pattern='WebKitGTK a #contact link'
import { spawnSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'

const run = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1

const ensured = run('node', ['scripts/ensure-browsers.mts', 'engines'])
if (ensured !== 0) process.exit(ensured)
mkdirSync('reports', { recursive: true })
process.exitCode = run('xvfb-run', [
  '--auto-servernum',
  '--server-args=-screen 0 1280x1024x24',
  ...['npx', 'tsx', '--test', '--test-concurrency=1'],
  // Once the last test has reported, the run ends even if something it started is still there (npm test then
  // names and stops it): a test that timed out must not keep the run alive.
  '--test-force-exit',
  ...['--test-reporter=spec', '--test-reporter-destination=stdout'],
  ...['--test-reporter=tap', '--test-reporter-destination=reports/engines.tap'],
  ...process.argv.slice(2),
  '__tests__/browser/engines/engines.test.ts',
])
