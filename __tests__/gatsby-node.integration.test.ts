/** @jest-environment node */
import path from 'node:path'
import { projectCopy, type ProjectCopy } from './support/projectCopy'

// The build, run whole in a copy of the project with one mistake an editor can make. (A copy changed as its
// owners change it, the logo removed among those changes, is siteChanges.integration.test.ts's.)

const gatsbyBuild = (copy: ProjectCopy) => copy.run(path.resolve('node_modules/.bin/gatsby'), ['build'])

let copy: ProjectCopy
beforeEach(() => {
  copy = projectCopy('build')
})
afterEach(() => copy.cleanUp())

describe('the build', () => {
  it.each([
    [
      'content/contact.json',
      '{\n  "firstname": "Exemplu Media",\n  "email" "contact@example.com"\n}\n',
      'line 3, column 11',
    ],
    ['locales/en/translation.json', '{\n  "home": "Home"\n  "portfolio": "Portfolio"\n}\n', 'line 3, column 3'],
  ])(
    'stops at a JSON syntax mistake in %s, naming the file, line and column, before any plugin reads it',
    (file, text, where) => {
      copy.write(file, text)

      const { status, output } = gatsbyBuild(copy)
      expect(status).not.toBe(0)
      expect(output).toContain(`${file}: invalid JSON at ${where}`)
      // What the plugins print when they read a file first: the manifest's options, transformer-json's parser.
      expect(output).not.toMatch(/gatsby-plugin-manifest|Unable to parse JSON|SyntaxError/)
    },
    120_000,
  )
})
