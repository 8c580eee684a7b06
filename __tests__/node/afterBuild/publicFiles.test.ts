/** @jest-environment node */
import { createHash } from 'node:crypto'
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  inlineStyles,
  sha256Source,
} from '../../../src/node/afterBuild/contentSecurityPolicy'
import { robotsTxt, sitemapXml } from '../../../src/node/afterBuild/sitemap'
import { socialImageSvg } from '../../../src/node/afterBuild/socialImage'
import { escapeXml, wrapText } from '../../../src/node/afterBuild/svgText'
import { LANGUAGE_RECORDS } from '../../../src/lib/i18n/languages'

describe('sitemap.xml and robots.txt', () => {
  it("lists each language's page, each with its hreflang alternates", () => {
    const xml = sitemapXml('https://www.example.com')
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual(
      LANGUAGE_RECORDS.map(({ path }) => `<loc>https://www.example.com${path}</loc>`),
    )
    expect(
      xml.match(/<xhtml:link rel="alternate" hreflang="x-default" href="https:\/\/www.example.com\/"\/>/g),
    ).toHaveLength(LANGUAGE_RECORDS.length)
    for (const { code, path } of LANGUAGE_RECORDS)
      expect(
        xml.split(`<xhtml:link rel="alternate" hreflang="${code}" href="https://www.example.com${path}"/>`),
      ).toHaveLength(LANGUAGE_RECORDS.length + 1)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })

  it('keeps crawlers out of the editor and points them at the sitemap', () => {
    expect(robotsTxt('https://www.example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://www.example.com/sitemap.xml\n',
    )
  })
})

describe('Content-Security-Policy', () => {
  const html =
    '<head><script>var a=1</script><script type="module">go()</script><script type="application/ld+json">{"a":1}</script>' +
    '<script src="/app.js" async></script><style data-href="/s.css">a{b:c}</style></head><body><style>p{}</style></body>'

  it('hashes the inline scripts that run, not data blocks or external scripts', () => {
    expect(inlineScripts(html)).toEqual(['var a=1', 'go()'])
  })

  it('hashes every inline style sheet', () => {
    expect(inlineStyles(html)).toEqual(['a{b:c}', 'p{}'])
  })

  it('hashes as the browser does: sha256 of the exact text, base64', () => {
    expect(sha256Source('var a=1')).toBe(`'sha256-${createHash('sha256').update('var a=1').digest('base64')}'`)
  })

  it('allows nothing it does not name: the site itself, and the hashed inline scripts and styles', () => {
    const csp = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"], ["'sha256-s'"])
    expect(csp).toBe(
      "default-src 'none'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'sha256-s'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self'; manifest-src 'self'; base-uri 'self'; form-action 'none'; frame-ancestors 'none'",
    )
    expect(headersFile([{ for: '/*', values: { 'Content-Security-Policy': csp } }])).toContain(
      `/*\n  Content-Security-Policy: ${csp}\n`,
    )
  })
  it("runs the editor's own scripts only: none made from a string ('unsafe-eval'), none inline", () => {
    expect(adminContentSecurityPolicy()).toMatch(/(^|; )script-src 'self';/)
    expect(adminContentSecurityPolicy()).not.toMatch(/unsafe-eval/)
  })
})

describe('sharing image', () => {
  it('holds the company name and the wrapped, escaped tagline', () => {
    const svg = socialImageSvg({ company: 'A & B', tagline: 'Agenție de presă online: știri generale și de business.' })
    expect(svg).toContain('>A &amp; B</text>')
    expect(svg.match(/<text[^>]*font-size="40"/g)!.length).toBeGreaterThan(1)
  })

  it('wraps at spaces and escapes XML', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four'])
    expect(escapeXml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;')
  })
})
