import { scriptsAfterFirstPaintScript } from '../../../src/lib/scriptsAfterFirstPaint'
import { withScriptsAfterFirstPaint } from '../../../src/node/build/scriptsAfterFirstPaint'

const chunkMap = { app: ['/app-2.js'], 'component---home': ['/component---home-3.js'] }

describe("the built page's scripts, held until the first paint", () => {
  it("keep their place and src, marked nomodule, with the page component's after them and the script that starts them last", () => {
    const html =
      '<html><head><script>early()</script></head><body><p>Text</p>' +
      '<script id="page-data" type="application/json">{"componentChunkName":"component---home"}</script>' +
      '<script src="/webpack-runtime-1.js" async></script>' +
      '<script src="/app-2.js" async=""></script><!-- slice-end -->' +
      '<p>After</p></body></html>'
    expect(withScriptsAfterFirstPaint(html, chunkMap)).toBe(
      '<html><head><script>early()</script></head><body><p>Text</p>' +
        '<script id="page-data" type="application/json">{"componentChunkName":"component---home"}</script>' +
        '<script src="/webpack-runtime-1.js" async nomodule></script>' +
        '<script src="/app-2.js" async="" nomodule></script>' +
        '<script src="/component---home-3.js" async nomodule></script>' +
        `<script>${scriptsAfterFirstPaintScript}</script><!-- slice-end -->` +
        '<p>After</p></body></html>',
    )
  })

  it('holds the scripts of a page without data, which has no component of its own', () => {
    const html = '<body><script src="/app-2.js" async></script></body>'
    expect(withScriptsAfterFirstPaint(html, chunkMap)).toBe(
      `<body><script src="/app-2.js" async nomodule></script><script>${scriptsAfterFirstPaintScript}</script></body>`,
    )
  })

  it('stops the build when the chunk map does not name the page component', () => {
    const html =
      '<body><script id="page-data" type="application/json">{"componentChunkName":"component---gone"}</script>' +
      '<script src="/app-2.js" async></script></body>'
    expect(() => withScriptsAfterFirstPaint(html, chunkMap)).toThrow(
      'public/chunk-map.json names no files for the chunk component---gone',
    )
  })

  it('leaves a page without such scripts as it is', () => {
    const html = '<html><body><script>inline()</script><script type="application/json">{}</script></body></html>'
    expect(withScriptsAfterFirstPaint(html, chunkMap)).toBe(html)
  })
})
