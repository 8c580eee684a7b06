/** @jest-environment node */
import { readFile } from 'node:fs/promises'
import { DOMParser } from '@xmldom/xmldom'
import { judgeSvgLogo, type SvgRefusalReason } from '../../../src/lib/content/svgLogoRule'
import { SVG_LIMITS } from '../../../src/lib/content/svgLogoLimits'
import { SCRIPTED_SVG } from '../../support/svgFiles'

const SVG = 'xmlns="http://www.w3.org/2000/svg"'
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
const SVG_11_DOCTYPE =
  '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">'
const bytes = (text: string) => new TextEncoder().encode(text)
const judged = (text: string) => judgeSvgLogo(bytes(text))
const refusal = (reason: SvgRefusalReason, found: string) => ({ kind: 'refused', reason, found })

/** The judgement of `text`; the milliseconds it took are printed. */
function timed(name: string, text: string) {
  const start = performance.now()
  const judgement = judged(text)
  const milliseconds = performance.now() - start
  console.info(`${name} (${text.length.toLocaleString('en')} bytes): ${milliseconds.toFixed(0)} ms`)
  return { judgement }
}

describe("the logo's rule: what a logo is drawn with, nothing else", () => {
  it("accepts the site's logo", async () => {
    expect(judgeSvgLogo(await readFile('content/images/logo.svg'))).toEqual({ kind: 'accepted' })
  })

  it.each([
    ['an XML declaration and SVG 1.1 DOCTYPE', `<?xml version="1.0" encoding="UTF-8"?>${SVG_11_DOCTYPE}<svg ${SVG}/>`],
    [
      'gradients, clip paths and filters of its own',
      `<svg ${SVG}><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><clipPath id="c"><rect width="1" height="1"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="2"/></filter></defs><rect fill="url(#g)" clip-path="url(#c)" style="filter:url('#f')"/></svg>`,
    ],
    [
      'a style sheet of colours',
      `<svg ${SVG}><style><![CDATA[.a:not(.b) > path{fill:#12355b!important}]]></style></svg>`,
    ],
    ['a use of its own symbol', `<svg ${SVG} ${XLINK}><symbol id="m"/><use xlink:href="#m"/></svg>`],
    ['a fragment after the blanks a URL parser drops', `<svg ${SVG}><use href="&#9; #m"/></svg>`],
    [
      "Inkscape's namespaces and metadata",
      `<svg ${SVG} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" sodipodi:docname="logo.svg"><sodipodi:namedview pagecolor="#ffffff" inkscape:zoom="2"><inkscape:grid type="xygrid"/></sodipodi:namedview><metadata><rdf:RDF><cc:Work rdf:about=""><dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/></cc:Work></rdf:RDF></metadata><g inkscape:label="Layer 1" inkscape:groupmode="layer"><path style="fill:#000000;stroke-width:0.26;-inkscape-font-specification:'Sans Bold'" d="M0 0h1" sodipodi:nodetypes="cc"/></g></svg>`,
    ],
    [
      "Illustrator's export",
      `<svg id="Layer_1" data-name="Layer 1" ${SVG} ${XLINK} x="0px" y="0px" viewBox="0 0 10 10" enable-background="new 0 0 10 10" xml:space="preserve"><defs><style>.cls-1{fill:url(#linear-gradient);}</style></defs><switch><g><path class="cls-1" d="M0 0h1"/></g></switch></svg>`,
    ],
  ])('accepts %s', (_, svg) => {
    expect(judged(svg)).toEqual({ kind: 'accepted' })
  })

  it.each([
    ['a script', SCRIPTED_SVG, refusal('element', '<script>')],
    [
      'an event handler',
      `<svg ${SVG}><rect onclick="alert(1)"/></svg>`,
      refusal('attribute', '<rect onclick="alert(1)">'),
    ],
    ['HTML in a <foreignObject>', `<svg ${SVG}><foreignObject/></svg>`, refusal('element', '<foreignObject>')],
    [
      'an HTML element',
      `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml"><h:iframe/></svg>`,
      refusal('element', '<h:iframe>'),
    ],
    ['an animation', `<svg ${SVG}><set attributeName="fill" to="red"/></svg>`, refusal('element', '<set>')],
    [
      'an image, even one carried inside',
      `<svg ${SVG}><image href="data:image/png;base64,iVBORw0KGgo="/></svg>`,
      refusal('element', '<image>'),
    ],
    [
      'a javascript: link written with character references and a tab',
      `<svg ${SVG} ${XLINK}><use xlink:href="&#106;ava&#9;script:alert(1)"/></svg>`,
      refusal('attribute', '<use xlink:href="java\tscript:alert(1)">'),
    ],
    [
      'a use of another file',
      `<svg ${SVG}><use href="sprite.svg#m"/></svg>`,
      refusal('attribute', '<use href="sprite.svg#m">'),
    ],
    [
      'xml:base',
      `<svg ${SVG} xml:base="https://evil.example/"/>`,
      refusal('attribute', '<svg xml:base="https://evil.example/">'),
    ],
    [
      'a style sheet imported',
      `<svg ${SVG}><style>@import "a.css";</style></svg>`,
      refusal('property', '<style>: @import'),
    ],
    [
      'a url() elsewhere written with a CSS escape',
      `<svg ${SVG}><style>.a{fill:u\\72l(https://evil.example/)}</style></svg>`,
      refusal('property', '<style>: fill: url(https://evil.example/)'),
    ],
    [
      'a url() elsewhere in a presentation attribute',
      `<svg ${SVG}><rect fill="url(https://evil.example/#g)"/></svg>`,
      refusal('property', '<rect fill>: url(https://evil.example/#g)'),
    ],
    [
      'a CSS property no logo needs',
      `<svg ${SVG}><rect style="cursor:pointer"/></svg>`,
      refusal('property', '<rect style>: cursor'),
    ],
    [
      'a style sheet processing instruction',
      `<?xml-stylesheet href="a.css"?><svg ${SVG}/>`,
      refusal('element', '<?xml-stylesheet?>'),
    ],
  ])('refuses %s, naming it', (_, svg, expected) => {
    expect(judged(svg)).toEqual(expected)
  })

  describe('the holes of issue 47', () => {
    it.each([
      ['a handler given to every <svg>', `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]><svg ${SVG}/>`],
      [
        'an <iframe> given the XHTML namespace',
        `<!DOCTYPE svg [<!ATTLIST iframe xmlns CDATA "http://www.w3.org/1999/xhtml">]><svg ${SVG}><iframe srcdoc="x"/></svg>`,
      ],
      [
        'an external href given to every <a>',
        `<!DOCTYPE svg [<!ATTLIST a href CDATA "https://evil.example/">]><svg ${SVG}><a><rect/></a></svg>`,
      ],
      [
        'the same through a parameter entity',
        `<!DOCTYPE svg [<!ENTITY % d "<!ATTLIST svg onload CDATA 'alert(1)'>"> %d;]><svg ${SVG}/>`,
      ],
      ['an empty internal subset', `<!DOCTYPE svg []><svg ${SVG}/>`],
      ['an external DTD', `<!DOCTYPE svg SYSTEM "https://evil.example/a.dtd"><svg ${SVG}/>`],
      [
        "SVG's public identifier with another DTD",
        `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "https://evil.example/a.dtd"><svg ${SVG}/>`,
      ],
      ['a DOCTYPE after a comment', `<!-- x --><!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG}/>`],
    ])('refuses a DOCTYPE with declarations or another DTD: %s', (_, svg) => {
      expect(judged(svg)).toMatchObject({ kind: 'refused', reason: 'doctype' })
    })

    it.each([
      ['an element', `<svg ${SVG}><style>svg{background:u<x>y</x>rl(http://evil.example/)}</style></svg>`, '<style>x'],
      ['an empty element', `<svg ${SVG}><style>@im<x/>port "https://evil.example/a.css";</style></svg>`, '<style>x'],
      ['a comment', `<svg ${SVG}><style>svg{fill:u<!---->rl(http://evil.example/)}</style></svg>`, '<style><!--'],
    ])('refuses a <style> split by %s', (_, svg, found) => {
      expect(judged(svg)).toEqual(refusal('element', found))
    })

    it.each([
      [
        'a style sheet',
        `<svg ${SVG}><style>svg{--u:"https://evil.example/";fill:image-set(var(--u) 1x)}</style></svg>`,
        '<style>: --u',
      ],
      ['a style attribute', `<svg ${SVG}><g style="--u:'https://evil.example/'"/></svg>`, '<g style>: --u'],
      ['a presentation attribute', `<svg ${SVG}><g fill="image-set(var(--u) 1x)"/></svg>`, '<g fill>: image-set()'],
      [
        'cursor',
        `<svg ${SVG}><g style="cursor:image-set('https://evil.example/' 1x),auto"/></svg>`,
        '<g style>: cursor',
      ],
    ])('refuses CSS that builds a URL, in %s', (_, svg, found) => {
      expect(judged(svg)).toEqual(refusal('property', found))
    })

    it.each([
      ['a no-break space', '&#xA0;#x', '\u00a0#x'],
      ['a line separator, which XML 1.0 keeps', '\u2028#x', '\u2028#x'],
    ])('refuses a fragment after %s, a relative URL to a browser', (_, href, shown) => {
      expect(judged(`<svg ${SVG}><use href="${href}"/></svg>`)).toEqual(refusal('attribute', `<use href="${shown}">`))
    })

    it.each([
      [
        'an attribute',
        `<svg ${SVG} xmlns:ev="http://www.w3.org/2001/xml-events"><rect ev:event="click"/></svg>`,
        'attribute',
      ],
      [
        'an element',
        `<svg ${SVG}><listener xmlns="http://www.w3.org/2001/xml-events" event="load" handler="#h"/></svg>`,
        'element',
      ],
    ])('refuses XML Events in %s', (_, svg, reason) => {
      expect(judged(svg)).toMatchObject({ kind: 'refused', reason })
    })
  })

  it.each([
    ['text that is no XML', 'not an image'],
    ['XML that is not well-formed', `<svg ${SVG}><g></svg>`],
    ['an entity it does not declare', `${SVG_11_DOCTYPE}<svg ${SVG}>&nbsp;</svg>`],
    ['an <svg> of no namespace, which browsers do not draw', '<svg><script>alert(1)</script></svg>'],
    ['another document', '<html xmlns="http://www.w3.org/1999/xhtml"/>'],
    ['another encoding than UTF-8, declared', `<?xml version="1.0" encoding="ISO-2022-JP"?><svg ${SVG}/>`],
    ['XML 1.1', `<?xml version="1.1"?><svg ${SVG}/>`],
    ['a control character XML does not allow', `<svg ${SVG}><title>\u0001</title></svg>`],
  ])('reads %s as no SVG image', (_, svg) => {
    expect(judged(svg)).toEqual({ kind: 'not-svg' })
  })

  it('reads bytes that are not UTF-8 as no SVG image', () => {
    expect(judgeSvgLogo(new Uint8Array([0xff, 0xfe, ...bytes(`<svg ${SVG}/>`)]))).toEqual({ kind: 'not-svg' })
  })
})

/**
 * Files made to stall the rule. What bounds the work is asserted as it is, whatever the machine's load: the
 * limits checked before the parser runs (it is not called), and a walk without recursion (no stack overflow).
 * Each file's time is printed, not gated: here they take 0.2 to 0.5 s at most, where the rule took seconds and
 * minutes before.
 */
describe("the logo's rule: bounded work", () => {
  /** The judgement of `text`, and whether the XML parser read it. */
  const parsedOrNot = (name: string, text: string) => {
    const parse = jest.spyOn(DOMParser.prototype, 'parseFromString')
    try {
      return { judgement: timed(name, text).judgement, parsed: parse.mock.calls.length > 0 }
    } finally {
      parse.mockRestore()
    }
  }
  const nested = (depth: number) => `<svg ${SVG}>${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`

  it('refuses a file over 1 MB before reading it: 200,000 nested elements', () => {
    const { judgement, parsed } = parsedOrNot('200,000 deep', nested(200_000))
    expect(judgement).toEqual(refusal('too-large', '1400046 bytes'))
    expect(parsed).toBe(false)
  })

  it('refuses elements nested deeper than the limit, without a stack trace', () => {
    // The root is the first level.
    expect(judged(nested(SVG_LIMITS.depth - 1))).toEqual({ kind: 'accepted' })
    expect(judged(nested(SVG_LIMITS.depth))).toEqual(refusal('too-deep', '<g>'))
  })

  it('refuses nesting as deep as the tags allow, 9,999 elements, which overflowed the stack of the old walk', () => {
    const { judgement } = timed('9,999 deep', nested(9_999))
    expect(judgement).toEqual(refusal('too-deep', '<g>'))
  })

  it('refuses more tags than the limit before reading them', () => {
    const { judgement, parsed } = parsedOrNot('20,001 tags', `<svg ${SVG}>${'<g/>'.repeat(SVG_LIMITS.tags)}</svg>`)
    expect(judgement).toEqual(refusal('too-large', `more than ${SVG_LIMITS.tags} tags`))
    expect(parsed).toBe(false)
  })

  it('refuses an element of more attributes than the limit', () => {
    const attributes = (count: number) => Array.from({ length: count }, (_, index) => `a${index}=""`).join(' ')
    expect(judged(`<svg ${SVG}><g ${attributes(SVG_LIMITS.attributes + 1)}/></svg>`)).toEqual(
      refusal('too-many-attributes', '<g>'),
    )
    const { judgement } = timed('100,000 attributes', `<svg ${SVG}><g ${attributes(100_000)}/></svg>`)
    expect(judgement).toEqual(refusal('too-many-attributes', '<g>'))
  })

  it('refuses a billion laughs, and 19,000 entity declarations, before the parser reads them', () => {
    const laughs = Array.from({ length: 9 }, (_, level) => `<!ENTITY l${level + 1} "${`&l${level};`.repeat(10)}">`)
    const billion = `<!DOCTYPE svg [<!ENTITY l0 "lol">${laughs.join('')}]><svg ${SVG}>&l9;</svg>`
    expect(judged(billion)).toMatchObject({ kind: 'refused', reason: 'doctype' })
    const { judgement, parsed } = parsedOrNot(
      '19,000 entity declarations',
      `<!DOCTYPE svg [${'<!ENTITY a "b">'.repeat(19_000)}]><svg ${SVG}/>`,
    )
    expect(judgement).toMatchObject({ kind: 'refused', reason: 'doctype' })
    expect(parsed).toBe(false)
  })

  it('reads a style sheet of nearly 1 MB through', () => {
    const css = '.a{fill:#fff;stroke:rgb(1,2,3)}'.repeat(30_000)
    const { judgement } = timed('1 MB style sheet', `<svg ${SVG}><style>${css}</style></svg>`)
    expect(judgement).toEqual({ kind: 'accepted' })
  })
})
