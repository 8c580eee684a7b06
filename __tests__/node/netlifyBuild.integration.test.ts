/** @jest-environment node */
import path from 'node:path'
import { projectCopy } from '../support/projectCopy'

// The build as Netlify runs it: Netlify's own build runner (offline) in a copy of the project, with the
// environment Netlify's build image adds (NETLIFY=true) and whatever a test leaves out of it.

/** Runs netlify-build in a fresh copy with `env` over Netlify's; its exit code and everything it printed. */
function netlifyBuild(env: Record<string, string>) {
  const copy = projectCopy('netlify-build')
  try {
    const cleanEnv = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !['URL', 'SITE_URL', 'REPOSITORY_URL', 'SITE_NAME'].includes(name),
      ),
    )
    return copy.run(path.resolve('node_modules/.bin/netlify-build'), ['--offline'], {
      ...cleanEnv,
      NETLIFY: 'true',
      ...env,
    })
  } finally {
    copy.cleanUp()
  }
}

describe('a Netlify production build told too little', () => {
  it('with no address, stops at once with the message saying what to set, and nothing else', () => {
    const { status, output } = netlifyBuild({ CONTEXT: 'production' })
    expect(status).not.toBe(0)
    expect(output).toContain('This production build would publish the placeholder address https://www.example.com')
    expect(output).toContain('Set SITE_URL to the site')
    // What Gatsby printed when the same error was thrown from gatsby-config.ts and swallowed.
    expect(output).not.toMatch(/childImageSharp|GraphQL|gatsby-adapter-netlify/)
  }, 300_000)

  it('from a repository the editor cannot commit to, stops naming it', () => {
    const { status, output } = netlifyBuild({
      CONTEXT: 'production',
      URL: 'https://agency.netlify.app',
      REPOSITORY_URL: 'https://gitlab.com/agency/website',
    })
    expect(status).not.toBe(0)
    expect(output).toContain('https://gitlab.com/agency/website (REPOSITORY_URL), which is not a GitHub repository')
  }, 300_000)
})
