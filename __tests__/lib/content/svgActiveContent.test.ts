/** @jest-environment node */
import { readFile } from 'node:fs/promises'
import { svgActiveContent } from '../../../src/lib/content/svgActiveContent'
import { SCRIPTED_SVG } from '../../support/svgFiles'

const SVG = 'xmlns="http://www.w3.org/2000/svg"'
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
const bytes = (text: string) => new TextEncoder().encode(text)
const findingIn = (text: string) => svgActiveContent(bytes(text))

describe('what an SVG file runs or loads', () => {
  it("passes the site's logo", async () => {
    expect(svgActiveContent(await readFile('content/images/logo.svg'))).toBeNull()
  })

  it.each([
    ['an XML declaration and a DOCTYPE', `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE svg><svg ${SVG}/>`],
    [
      'gradients, clip paths and filters of its own',
      `<svg ${SVG}><rect fill="url(#g)" style="filter:url('#f')"/></svg>`,
    ],
    ['a style sheet of colours', `<svg ${SVG}><style><![CDATA[.a{fill:#12355b}]]></style></svg>`],
    ['a use of its own symbol', `<svg ${SVG} ${XLINK}><use xlink:href="#mark"/></svg>`],
    ['a raster image carried inside', `<svg ${SVG}><image href="data:image/png;base64,iVBORw0KGgo="/></svg>`],
    [
      "an editor's metadata",
      `<svg ${SVG} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><metadata/><inkscape:grid/></svg>`,
    ],
  ])('passes %s', (_, svg) => {
    expect(findingIn(svg)).toBeNull()
  })

  it.each([
    ['a script', SCRIPTED_SVG, '<script>'],
    ['a script of another namespace', `<svg ${SVG}><x:script xmlns:x="urn:x"/></svg>`, '<x:script>'],
    ['an event handler', `<svg ${SVG}><rect onclick="alert(1)"/></svg>`, 'onclick'],
    ['HTML in a <foreignObject>', `<svg ${SVG}><foreignObject><p/></foreignObject></svg>`, '<foreignObject>'],
    [
      'an HTML element',
      `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml"><h:iframe src="data:,x"/></svg>`,
      '<h:iframe>',
    ],
    [
      'a javascript: link, written with character references, a tab among them',
      `<svg ${SVG} ${XLINK}><a xlink:href="&#106;ava&#9;script:alert(1)"/></svg>`,
      'xlink:href="java\tscript:alert(1)"',
    ],
    [
      'an animation that sets an event handler',
      `<svg ${SVG}><set attributeName="onmouseover" to="alert(1)"/></svg>`,
      'attributeName="onmouseover"',
    ],
    [
      'an animation that sets a link elsewhere',
      `<svg ${SVG}><a><set attributeName="href" to="https://evil.example/"/></a></svg>`,
      'to="https://evil.example/"',
    ],
    [
      'an image from elsewhere',
      `<svg ${SVG}><image href="https://evil.example/a.png"/></svg>`,
      'href="https://evil.example/a.png"',
    ],
    ['a file beside it', `<svg ${SVG}><image href="ziare-ro.jpg"/></svg>`, 'href="ziare-ro.jpg"'],
    [
      'an SVG carried inside',
      `<svg ${SVG}><image href="data:image/svg+xml,%3Csvg/%3E"/></svg>`,
      'href="data:image/svg+xml,%3Csvg/%3E"',
    ],
    ['a link to a page', `<svg ${SVG}><a href="https://example.com/"><rect/></a></svg>`, 'href="https://example.com/"'],
    [
      'a style sheet imported',
      `<svg ${SVG}><style>@import "https://evil.example/a.css";</style></svg>`,
      '<style>: @import',
    ],
    [
      'a url() written with a CSS escape',
      `<svg ${SVG}><style>.a{fill:u\\72l(https://evil.example/)}</style></svg>`,
      '<style>: url(https://evil.example/)',
    ],
    [
      'a url() in a style attribute',
      `<svg ${SVG}><rect style="fill:url('https://evil.example/#g')"/></svg>`,
      `style: url("https://evil.example/#g")`,
    ],
    [
      'a url() in a presentation attribute',
      `<svg ${SVG}><rect fill="url(https://evil.example/#g)"/></svg>`,
      'fill: url(https://evil.example/#g)',
    ],
    ['a style sheet processing instruction', `<?xml-stylesheet href="a.css"?><svg ${SVG}/>`, '<?xml-stylesheet?>'],
  ])('refuses %s, naming it', (_, svg, found) => {
    expect(findingIn(svg)).toEqual({ kind: 'active', found })
  })

  it.each([
    ['text that is no XML', 'not an image'],
    ['XML that is not well-formed', `<svg ${SVG}><g></svg>`],
    [
      'an entity its DOCTYPE declares, which browsers expand',
      `<!DOCTYPE svg [<!ENTITY x "<script/>">]><svg ${SVG}>&x;</svg>`,
    ],
    ['an <svg> of no namespace, which browsers do not draw', '<svg><script>alert(1)</script></svg>'],
    ['another document', '<html xmlns="http://www.w3.org/1999/xhtml"/>'],
    ['another encoding than UTF-8, declared', `<?xml version="1.0" encoding="ISO-2022-JP"?><svg ${SVG}/>`],
  ])('reads %s as no SVG image', (_, svg) => {
    expect(findingIn(svg)).toEqual({ kind: 'not-svg' })
  })

  it('reads bytes that are not UTF-8 as no SVG image', () => {
    expect(svgActiveContent(new Uint8Array([0xff, 0xfe, ...bytes(`<svg ${SVG}/>`)]))).toEqual({ kind: 'not-svg' })
  })
})
