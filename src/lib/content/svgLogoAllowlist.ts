/**
 * What a logo is drawn with, the only things the logo's rule (svgLogoRule.ts) lets through: SVG's elements of
 * shapes, text, paint and filters (no script, no <foreignObject>, no <image>, no animation, no <a>, no
 * <feImage>), their attributes and CSS properties, and the metadata Inkscape and Illustrator write, in
 * namespaces no browser gives any behaviour to.
 */

const words = (text: string) => new Set(text.trim().split(/\s+/))

export const NAMESPACES = {
  svg: 'http://www.w3.org/2000/svg',
  xlink: 'http://www.w3.org/1999/xlink',
  xml: 'http://www.w3.org/XML/1998/namespace',
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const

export const SVG_ELEMENTS = words(`
  svg g defs symbol use switch title desc metadata style
  path rect circle ellipse line polyline polygon text tspan textPath
  linearGradient radialGradient stop pattern clipPath mask marker
  filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
  feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur
  feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence
  flowRoot flowRegion flowPara flowSpan flowDiv
`)

/**
 * The namespaces of drawing programs' metadata (Inkscape, Sodipodi, Illustrator and its XMP packet, Sketch,
 * Affinity, CorelDRAW) and of the RDF, Creative Commons and Dublin Core terms they describe a file with.
 * Browsers draw nothing of them and give their elements and attributes no behaviour: no handler, no style,
 * no link.
 */
export const EDITOR_NAMESPACES = words(`
  http://www.inkscape.org/namespaces/inkscape
  http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd
  http://inkscape.sourceforge.net/DTD/sodipodi-0.dtd
  http://www.w3.org/1999/02/22-rdf-syntax-ns#
  http://creativecommons.org/ns#
  http://web.resource.org/cc/
  http://purl.org/dc/elements/1.1/
  http://purl.org/dc/terms/
  http://ns.adobe.com/AdobeIllustrator/10.0/
  http://ns.adobe.com/Extensibility/1.0/
  http://ns.adobe.com/Graphs/1.0/
  http://ns.adobe.com/SaveForWeb/1.0/
  http://ns.adobe.com/Variables/1.0/
  http://ns.adobe.com/ImageReplacement/1.0/
  http://ns.adobe.com/GenericCustomNamespace/1.0/
  http://ns.adobe.com/XPath/1.0/
  http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/
  adobe:ns:meta/
  http://ns.adobe.com/xap/1.0/
  http://ns.adobe.com/xap/1.0/mm/
  http://ns.adobe.com/xap/1.0/sType/ResourceRef#
  http://ns.adobe.com/xap/1.0/sType/ResourceEvent#
  http://ns.adobe.com/xap/1.0/g/img/
  http://ns.adobe.com/illustrator/1.0/
  http://ns.adobe.com/pdf/1.3/
  http://www.bohemiancoding.com/sketch/ns
  http://www.serif.com/
  http://www.corel.com/coreldraw/odm/2003
`)

/**
 * Attributes whose value is CSS, which browsers read as the property of the same name: checked as CSS
 * (svgLogoCss.ts), where url() may only name a part of the same file.
 */
export const PRESENTATION_ATTRIBUTES = words(`
  alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
  color-interpolation-filters color-rendering direction display dominant-baseline enable-background fill
  fill-opacity fill-rule filter flood-color flood-opacity font-family font-size font-size-adjust font-stretch
  font-style font-variant font-weight glyph-orientation-horizontal glyph-orientation-vertical image-rendering
  isolation kerning letter-spacing lighting-color marker-end marker-mid marker-start mask mask-type
  mix-blend-mode opacity overflow paint-order pointer-events shape-rendering stop-color stop-opacity stroke
  stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity
  stroke-width text-anchor text-decoration text-rendering transform transform-origin unicode-bidi
  vector-effect visibility word-spacing writing-mode
`)

/** The other attributes of SVG's elements a logo needs: geometry, gradients, filters, text, accessibility. */
export const SVG_ATTRIBUTES = words(`
  id class style lang role aria-label aria-labelledby aria-describedby aria-hidden focusable tabindex
  version baseProfile x y width height viewBox preserveAspectRatio href
  d points pathLength x1 y1 x2 y2 cx cy r rx ry fx fy fr dx dy rotate textLength lengthAdjust
  startOffset method spacing side
  gradientUnits gradientTransform spreadMethod offset patternUnits patternContentUnits patternTransform
  clipPathUnits maskUnits maskContentUnits markerUnits markerWidth markerHeight refX refY orient
  filterUnits primitiveUnits filterRes in in2 result stdDeviation type values tableValues slope intercept
  amplitude exponent k1 k2 k3 k4 operator mode scale xChannelSelector yChannelSelector baseFrequency
  numOctaves seed stitchTiles surfaceScale diffuseConstant specularConstant specularExponent
  kernelUnitLength kernelMatrix order divisor bias targetX targetY edgeMode preserveAlpha radius azimuth
  elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle z
  systemLanguage requiredFeatures media
`)

/** `data-name` and the like, which Illustrator writes: data kept on an element, for scripts there are none of. */
export const DATA_ATTRIBUTE = /^data-[a-z0-9._-]+$/

/** CSS properties a logo is styled with: the presentation attributes', and those of text and geometry. */
export const CSS_PROPERTIES = new Set([
  ...PRESENTATION_ATTRIBUTES,
  ...words(`
    font font-feature-settings font-kerning font-optical-sizing font-variant-alternates font-variant-caps
    font-variant-east-asian font-variant-ligatures font-variation-settings text-orientation
    font-variant-numeric font-variant-position line-height text-align text-indent text-transform
    text-decoration-color text-decoration-line text-decoration-style white-space transform-box
    x y cx cy r rx ry width height d marker inline-size shape-padding shape-margin shape-inside
    solid-color solid-opacity block-progression
  `),
])

/** Inkscape's own properties (`-inkscape-font-specification`), which no browser knows: they are dropped. */
export const EDITOR_PROPERTY = /^-inkscape-[a-z-]+$/

/**
 * CSS functions a logo's values are written with: colours, arithmetic, transforms, filters, paths, and url(),
 * whose argument is checked. None of them loads or builds a URL (unlike image-set(), image(), var(), attr()).
 */
export const CSS_FUNCTIONS = words(`
  url rgb rgba hsl hsla hwb lab lch oklab oklch color calc min max clamp
  matrix matrix3d translate translatex translatey translatez translate3d scale scalex scaley scalez scale3d
  rotate rotatex rotatey rotatez rotate3d skew skewx skewy perspective
  blur brightness contrast drop-shadow grayscale hue-rotate invert opacity saturate sepia
  path polygon circle ellipse inset
`)

/**
 * The DOCTYPEs of SVG 1.0 and 1.1, by public identifier, with their system identifier: browsers know them and
 * load nothing for them. Illustrator writes them.
 */
export const SVG_DOCTYPES = new Map([
  ['-//W3C//DTD SVG 1.1//EN', 'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd'],
  ['-//W3C//DTD SVG 1.1 Basic//EN', 'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11-basic.dtd'],
  ['-//W3C//DTD SVG 1.1 Tiny//EN', 'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11-tiny.dtd'],
  ['-//W3C//DTD SVG 1.0//EN', 'http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd'],
  ['-//W3C//DTD SVG 20010904//EN', 'http://www.w3.org/TR/2001/REC-SVG-20010904/DTD/svg10.dtd'],
])
