import { headersFor, parseHeadersFile, pathPattern, redirectFor, type HeaderRule } from '../../src/lib/netlifyRules'

describe('Netlify rules (for the local production server)', () => {
  it.each([
    ['/*', '/anything/at/all', true],
    ['/static/*', '/static/abc/logo.svg', true],
    ['/static/*', '/page-data/x.json', false],
    ['/*.js', '/app-123.js', true],
    ['/*.js', '/app-123.json', false],
    ['/', '/', true],
    ['/', '/en/', false],
    ['/en/*', '/en/', true],
    ['/en/*', '/english', false],
    ['/:lang/index.html', '/en/index.html', true],
  ])('%s matches %s: %s', (pattern, requestPath, matches) => {
    expect(pathPattern(pattern).test(requestPath)).toBe(matches)
  })

  it('applies every matching rule and joins repeated headers as Netlify does', () => {
    const rules: HeaderRule[] = [
      { for: '/*', values: { 'X-A': '1', Vary: 'Origin' } },
      { for: '/static/*', values: { 'Cache-Control': 'immutable', vary: 'Cookie' } },
    ]
    expect(headersFor('/static/x.png', rules)).toEqual({
      'x-a': '1',
      vary: 'Origin, Cookie',
      'cache-control': 'immutable',
    })
  })

  it("falls back to Netlify's revalidating Cache-Control", () => {
    expect(headersFor('/x', [])['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  it('rewrites only where no file answers, first rule first', () => {
    const rules = [
      { from: '/en/*', to: '/en/index.html', status: 200 },
      { from: '/*', to: '/index.html', status: 200 },
    ]
    expect(redirectFor('/en/a/b', rules, false)?.to).toBe('/en/index.html')
    expect(redirectFor('/a/b', rules, false)?.to).toBe('/index.html')
    expect(redirectFor('/app.js', rules, true)).toBeNull()
    expect(redirectFor('/app.js', [{ ...rules[1], force: true }], true)?.to).toBe('/index.html')
  })

  it('reads a _headers file', () => {
    expect(parseHeadersFile('# comment\n/*\n  Content-Security-Policy: a; b\n  X-Y: z\n/static/*\n  A: b\n')).toEqual([
      { for: '/*', values: { 'Content-Security-Policy': 'a; b', 'X-Y': 'z' } },
      { for: '/static/*', values: { A: 'b' } },
    ])
  })
})
