import { scriptsAfterFirstPaintScript } from '../../../src/lib/scriptsAfterFirstPaint'
import { withScriptsAfterFirstPaint } from '../../../src/node/build/scriptsAfterFirstPaint'

describe("the built page's scripts, held until the first paint", () => {
  it('keep their place and src with a type the browser does not run, and the script that starts them follows', () => {
    const html =
      '<html><head><script>early()</script></head><body><p>Text</p>' +
      '<script src="/webpack-runtime-1.js" async></script><!-- slice-end -->' +
      '<script src="/app-2.js" async=""></script>' +
      '<p>After</p></body></html>'
    expect(withScriptsAfterFirstPaint(html)).toBe(
      '<html><head><script>early()</script></head><body><p>Text</p>' +
        '<script src="/webpack-runtime-1.js" type="text/x-after-first-paint"></script><!-- slice-end -->' +
        '<script src="/app-2.js" type="text/x-after-first-paint"></script>' +
        `<script>${scriptsAfterFirstPaintScript}</script>` +
        '<p>After</p></body></html>',
    )
  })

  it('leaves a page without such scripts as it is', () => {
    const html = '<html><body><script>inline()</script><script type="application/json">{}</script></body></html>'
    expect(withScriptsAfterFirstPaint(html)).toBe(html)
  })
})
