/** @jest-environment node */
import { withoutStyleAttributes } from '../../../src/node/afterBuild/styleAttributes'

describe('style attributes moved into a style sheet', () => {
  it("moves Gatsby's focus wrapper and announcer styles into a <style> at the end of <head>", () => {
    const html =
      '<html><head><title>t</title></head><body><div id="gatsby-focus-wrapper" tabindex="-1" style="outline:none">' +
      '<p>x</p></div><div id="gatsby-announcer" style="position:absolute;clip:rect(0, 0, 0, 0)" aria-live="assertive"></div></body></html>'
    expect(withoutStyleAttributes(html, 'index.html')).toBe(
      '<html><head><title>t</title><style>#gatsby-focus-wrapper{outline:none}' +
        '#gatsby-announcer{position:absolute;clip:rect(0, 0, 0, 0)}</style></head><body>' +
        '<div id="gatsby-focus-wrapper" tabindex="-1"><p>x</p></div><div id="gatsby-announcer" aria-live="assertive"></div></body></html>',
    )
  })

  it('leaves a page without style attributes as it is', () => {
    const html = '<html><head></head><body><p class="a">style="x"</p></body></html>'
    expect(withoutStyleAttributes(html, 'index.html')).toBe(html)
  })

  it('refuses a style attribute it cannot name a rule for, saying which and why', () => {
    expect(() => withoutStyleAttributes('<p style="color:red">x</p>', 'en/index.html')).toThrow(
      'en/index.html: <p style="color:red"> has a style attribute, which the Content-Security-Policy blocks',
    )
  })
})
