/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { integrityOf, withSubresourceIntegrity } from '../../../src/node/afterBuild/subresourceIntegrity'

describe('Subresource Integrity on the built pages', () => {
  let publicDir: string
  const files: Record<string, string> = {
    'app-1.js': 'run()',
    'styles-1.css': 'a{color:red}',
    'page-data/index/page-data.json': '{}',
    'static/font.woff2': 'font',
  }

  beforeAll(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'sri-'))
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(publicDir, name)), { recursive: true })
      await writeFile(path.join(publicDir, name), text)
    }
  })
  afterAll(() => rm(publicDir, { recursive: true }))

  // Not preloaded data: the page's XMLHttpRequest for it states no integrity, so a preload with one would go unused.
  it('vouches for every script, style sheet and preload of code or fonts the page loads from the site', async () => {
    const html =
      '<html><head><link rel="stylesheet" href="/styles-1.css"><link rel="preload" href="/static/font.woff2" as="font" crossorigin="anonymous"/>' +
      '<link as="fetch" rel="preload" href="/page-data/index/page-data.json?v=1"><link rel="icon" href="/favicon.svg">' +
      '<script>inline()</script></head><body><script src="/app-1.js" async></script></body></html>'
    expect(await withSubresourceIntegrity(html, publicDir, 'index.html')).toBe(
      `<html><head><link rel="stylesheet" href="/styles-1.css" integrity="${integrityOf('a{color:red}')}">` +
        `<link rel="preload" href="/static/font.woff2" as="font" crossorigin="anonymous" integrity="${integrityOf('font')}"/>` +
        '<link as="fetch" rel="preload" href="/page-data/index/page-data.json?v=1">' +
        '<link rel="icon" href="/favicon.svg"><script>inline()</script></head>' +
        `<body><script src="/app-1.js" async integrity="${integrityOf('run()')}"></script></body></html>`,
    )
  })

  it('leaves other origins and integrity already given alone', async () => {
    const html =
      '<script src="https://cdn.example/x.js"></script><script src="//cdn.example/y.js"></script>' +
      '<script src="/app-1.js" integrity="sha384-given"></script>'
    expect(await withSubresourceIntegrity(html, publicDir, 'index.html')).toBe(html)
  })

  it('refuses a page that loads a file the build did not write', async () => {
    await expect(
      withSubresourceIntegrity('<script src="/gone.js"></script>', publicDir, 'en/index.html'),
    ).rejects.toThrow('en/index.html: <script> loads /gone.js, a file the build did not write.')
  })
})
