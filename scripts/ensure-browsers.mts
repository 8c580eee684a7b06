// Installs the Debian packages the browser tests drive, those of the engines named as arguments:
//   chromium  Debian's Chromium (Lighthouse; CHROME_PATH may point at another build) and its headless shell
//             (the browser tests; CHROME_HEADLESS_SHELL_PATH), see playwright.config.ts
//   engines   Firefox ESR and WebKitGTK's WebDriver, with the virtual X server WebKitGTK needs
//   java      a Java runtime for the W3C's Nu Html Checker (vnu-jar), which checks the built pages
// Playwright's own browser downloads are not reachable from this project's machines. Quick when everything is
// there already; needs root to install, as on this project's machines and CI.
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

const installed = (pkg: string) =>
  spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes('install ok installed')

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0

/** The Debian packages each engine needs that are missing here. */
const MISSING: Record<string, () => string[]> = {
  chromium: () =>
    [
      { pkg: 'chromium', file: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      {
        pkg: 'chromium-headless-shell',
        file: process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
      },
    ]
      .filter(({ file }) => !executable(file))
      .map(({ pkg }) => pkg),
  engines: () => ['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'xauth'].filter((pkg) => !installed(pkg)),
  java: () => (onPath('java') ? [] : ['openjdk-17-jre-headless']),
}

const engines = process.argv.slice(2)
const unknown = engines.filter((engine) => !(engine in MISSING))
if (unknown.length) {
  console.error(`Unknown engine "${unknown.join('", "')}": expected ${Object.keys(MISSING).join(', ')}.`)
  process.exit(2)
}
const packages = engines.flatMap((engine) => MISSING[engine]())
if (packages.length && process.getuid?.() !== 0) {
  console.error(
    `Missing Debian packages: ${packages.join(' ')}. Install them (sudo apt-get install -y ${packages.join(' ')}) or set CHROME_PATH and CHROME_HEADLESS_SHELL_PATH for Chromium.`,
  )
  process.exit(1)
}
if (packages.length) {
  console.log(`Installing Debian's ${packages.join(' ')} for the browser tests...`)
  // Another install on the same machine holds dpkg's lock for a while: wait for it rather than fail.
  const apt = (...args: string[]) =>
    spawnSync('apt-get', ['-o', 'DPkg::Lock::Timeout=600', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0
  if (!apt('update', '-qq') || !apt('install', '-y', '-qq', ...packages)) process.exit(1)
}
