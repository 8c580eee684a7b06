/** @jest-environment node */
import { outputRelay } from '../../scripts/testRun/output.mts'

// Two stages of `npm test` run at once; what each prints reaches the terminal whole, never mixed with the other's.
function terminal() {
  let printed = ''
  return { relay: outputRelay((text) => (printed += text)), printed: () => printed }
}

describe("two stages' output", () => {
  it('shows the first stage as it prints, in whole lines, and keeps the second until it ends', () => {
    const { relay, printed } = terminal()
    const browser = relay.open('browser tests')
    const lint = relay.open('lint')
    browser.write('✓ 1 the page hydrates\n✓ 2 the la')
    lint.write('> npx eslint .\n')
    expect(printed()).toBe('\n── browser tests\n✓ 1 the page hydrates\n')
    lint.write('no problem')
    lint.close()
    expect(printed()).toBe('\n── browser tests\n✓ 1 the page hydrates\n\n── lint\n> npx eslint .\nno problem\n')
    browser.write('nguage menu\n')
    browser.close()
    expect(printed()).toMatch(
      /\n── lint\n> npx eslint \.\nno problem\n\n── browser tests \(continued\)\n✓ 2 the language menu\n$/,
    )
  })

  it('goes on with the next stage, as it prints, when the one shown ends', () => {
    const { relay, printed } = terminal()
    const build = relay.open('build')
    const format = relay.open('format')
    format.write('> npx prettier --check .\n')
    build.write('done, no newline')
    build.close()
    format.write('All matched files use Prettier code style!\n')
    expect(printed()).toBe(
      '\n── build\ndone, no newline\n\n── format\n> npx prettier --check .\nAll matched files use Prettier code style!\n',
    )
    format.close()
  })
})
