import { scriptsAfterFirstPaintScript } from '../../../src/lib/scriptsAfterFirstPaint'
import { withScriptsAfterFirstPaint } from '../../../src/node/build/scriptsAfterFirstPaint'

describe("the built page's scripts, held until the first paint", () => {
  it('keep their place and src, marked nomodule, with the script that starts them after the last', () => {
    const html =
      '<html><head><script>early()</script></head><body><p>Text</p>' +
      '<script src="/webpack-runtime-1.js" async></script>' +
      '<script src="/app-2.js" async=""></script><!-- slice-end -->' +
      '<p>After</p></body></html>'
    expect(withScriptsAfterFirstPaint(html)).toBe(
      '<html><head><script>early()</script></head><body><p>Text</p>' +
        '<script src="/webpack-runtime-1.js" async nomodule></script>' +
        '<script src="/app-2.js" async="" nomodule></script>' +
        `<script>${scriptsAfterFirstPaintScript}</script><!-- slice-end -->` +
        '<p>After</p></body></html>',
    )
  })

  it('leaves a page without such scripts as it is', () => {
    const html = '<html><body><script>inline()</script><script type="application/json">{}</script></body></html>'
    expect(withScriptsAfterFirstPaint(html)).toBe(html)
  })
})
