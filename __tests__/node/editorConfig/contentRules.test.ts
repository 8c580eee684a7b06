/** @jest-environment node */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import sharp from 'sharp'
import { brokenContentRule } from '../../../src/cms/contentRules'
import { imageFormatOf, imageProblem } from '../../../src/cms/widgets/imageRules'
import { contentFixture } from '../../support/contentFixture'
import { definitionOf } from '../../../src/lib/content/schemaDefinition'
import {
  IMAGE_FOLDER_PATTERN,
  contactSchema,
  portfolioSchema,
  translationSchema,
} from '../../../src/lib/content/schemas'
import { cmsConfig } from '../../../src/node/editorConfig/cmsConfig'
import type { DecapField } from '../../../src/node/editorConfig/decapFields'

// Every rule the build checks on a field an editor fills in, found in the schemas, with a value that breaks it:
// the build refuses that value, and so does the editor, as configured by config.yml (required, pattern, list
// minimum, and `content_rule` for the rules no pattern expresses). A rule of the schemas missing from this table,
// or a row whose rule the schemas no longer have, fails.

type Path = (string | number)[]
type Rule = { field: string; rule: string; optional: boolean }

/** What breaks each rule; `value` may read the file's valid data (a site id another site already has). */
const RULE_TABLE: Record<string, { value: (data: unknown) => unknown; editor?: 'media library' }> = {
  required: { value: () => undefined },
  'pattern /\\S/': { value: () => '   ' },
  'format email': { value: () => 'name@' },
  'pattern /^\\+?[ (]*\\d(?:[ ().-]*\\d){5,14}[ )]*$/': { value: () => '12' },
  'pattern /^https:\\/\\/[^\\s/$.?#][^\\s]*$/': { value: () => 'https://exa mple.com' },
  'refinement must be a well-formed https:// URL': { value: () => 'https://exa%mple.com' },
  'pattern /^[a-z0-9-]+$/': { value: () => 'Ziare!' },
  'refinement must be different for each item of the list': {
    value: (data) => {
      const { sites } = data as { sites: { id: string }[] }
      return sites.map((site, index) => (index === sites.length - 1 ? { ...site, id: sites[0].id } : site))
    },
  },
  'min_length 1': { value: () => [] },
  'pattern /\\.(jpe?g|JPE?G)$/': { value: () => 'images/front.png' },
  'pattern /\\.(svg|SVG)$/': { value: () => 'images/logo.png' },
  // Decap's media library itself puts every image in content/images/ and writes its path as images/<name>.
  [`pattern ${String(IMAGE_FOLDER_PATTERN)}`]: { value: () => 'photos/logo.svg', editor: 'media library' },
}
const placeholderRule = /^pattern \/\^\(\?=/

/** Each rule of a schema, by field (`sites.url`, `[]` for a list's items). */
function rulesOf(schema: z.ZodType, field = '', optional = false): Rule[] {
  const def = definitionOf(schema)
  if (def.type === 'optional' && def.innerType) return rulesOf(def.innerType, field, true)
  const at = (name: string) => (field ? `${field}.${name}` : name)
  const own = [def, ...(def.checks ?? []).map((check) => check._zod.def)].flatMap((rule): string[] => {
    const format = (rule as { format?: string }).format
    if (format && format !== 'regex') return [`format ${format}`]
    if (rule.pattern) return [`pattern ${String(rule.pattern)}`]
    const check = (rule as { check?: string }).check
    // A refinement by its message, or by its function's name when it words each issue itself.
    if (check === 'custom')
      return [`refinement ${rule.error?.({ input: '' }) ?? (rule as { fn?: () => void }).fn?.name}`]
    if (check === 'min_length') return [`min_length ${(rule as { minimum?: number }).minimum}`]
    return []
  })
  const required = optional || !field ? [] : ['required']
  const here = [...required, ...own].map((rule) => ({ field, rule, optional }))
  if (def.type === 'object' && def.shape)
    return [
      ...here.filter(({ rule }) => rule === 'required'),
      ...Object.entries(def.shape)
        .filter(([name]) => name !== '$schema')
        .flatMap(([name, inner]) => rulesOf(inner, at(name))),
    ]
  if (def.type === 'array' && def.element) return [...here, ...rulesOf(def.element, `${field}[]`)]
  return here
}

const config = cmsConfig('https://www.example.com', 'en')
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!
const FILES = {
  contact: {
    schema: contactSchema,
    data: 'content/contact.json',
    fields: collection('contact').files![0].fields as DecapField[],
  },
  portfolio: {
    schema: portfolioSchema,
    data: 'content/portfolio.json',
    fields: collection('portfolio').files![0].fields as DecapField[],
  },
  texts: {
    schema: translationSchema,
    data: 'locales/ro/translation.json',
    fields: collection('texts').fields as DecapField[],
  },
} as const
type FileName = keyof typeof FILES

const readData = (file: FileName) =>
  JSON.parse(readFileSync(path.join(process.cwd(), FILES[file].data), 'utf8')) as Record<string, unknown>

/** `sites[].url` as a path into the data: the last item of a list, so that a rule across items sees the others. */
function dataPath(field: string, data: unknown): Path {
  const path: Path = []
  let current = data as Record<string, unknown> | unknown[]
  for (const part of field.split('.')) {
    const isList = part.endsWith('[]')
    const name = part.replace('[]', '')
    path.push(name)
    current = (current as Record<string, unknown>)[name] as Record<string, unknown>
    if (isList && Array.isArray(current)) {
      path.push(current.length - 1)
      current = current[current.length - 1] as Record<string, unknown>
    }
  }
  return path
}

function withValue(data: Record<string, unknown>, at: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(data)
  const parent = at.slice(0, -1).reduce<Record<PropertyKey, unknown>>((node, key) => node[key] as never, copy)
  const last = at[at.length - 1]
  if (value === undefined) delete parent[last]
  else parent[last] = value
  return copy
}

/** The editor's field for `sites[].url`. */
function editorField(fields: DecapField[], field: string): DecapField {
  const [first, ...rest] = field.replaceAll('[]', '').split('.')
  const found = fields.find(({ name }) => name === first)
  if (!found) throw new Error(`the editor has no field ${field}`)
  return rest.length ? editorField(found.fields ?? [], rest.join('.')) : found
}

/** Whether the editor refuses `value` in `field`, as Decap validates a field: required, pattern, list minimum. */
function editorRefuses(file: FileName, field: DecapField, value: unknown, data: unknown): boolean {
  const empty = value === undefined || value === null || (typeof value === 'string' && value.length === 0)
  if (empty) return field.required
  if (Array.isArray(value)) {
    if (field.min !== undefined && value.length < field.min) return true
    // Each item's fields validate themselves, with the whole file in view.
    return value.some((item: Record<string, unknown>) =>
      (field.fields ?? []).some((child) => editorRefuses(file, child, item[child.name], data)),
    )
  }
  if (field.pattern && !new RegExp(field.pattern[0]).test(String(value))) return true
  return !!field.content_rule && brokenContentRule(file, field.content_rule, value, data) !== null
}

const cases = (Object.keys(FILES) as FileName[]).flatMap((file) =>
  rulesOf(FILES[file].schema).map((rule) => ({ file, ...rule })),
)
const knownRule = (rule: string) => rule in RULE_TABLE || placeholderRule.test(rule)

describe('the rules of the content, in the build and in the editor', () => {
  it('has a bad value for every rule the schemas hold, and no row for a rule they do not', () => {
    expect(cases.map(({ rule }) => rule).filter((rule) => !knownRule(rule))).toEqual([])
    const used = new Set(cases.map(({ rule }) => rule))
    expect(Object.keys(RULE_TABLE).filter((rule) => !used.has(rule))).toEqual([])
  })

  it.each(cases.filter(({ rule }) => knownRule(rule)))(
    '$file $field: $rule is refused by both',
    ({ file, field, rule }) => {
      const valid = readData(file)
      const row = RULE_TABLE[rule] ?? { value: () => 'a text without its placeholders' }
      const at = dataPath(field, valid)
      const bad = withValue(valid, at, row.value(valid))
      const value = row.value(valid)

      const buildIssues = FILES[file].schema.safeParse(bad).error?.issues ?? []
      const fieldIssues = buildIssues.filter((issue) => issue.path.join('.').startsWith(at.join('.')))
      expect(fieldIssues.length).toBeGreaterThan(0)

      if (row.editor) return
      expect(editorRefuses(file, editorField(FILES[file].fields, field), value, bad)).toBe(true)
    },
  )

  it('lets both take the content as it is', () => {
    for (const file of Object.keys(FILES) as FileName[]) {
      const data = readData(file)
      expect(FILES[file].schema.safeParse(data).success).toBe(true)
    }
  })
})

describe("the rules on a portfolio image's file, which the build reads with sharp and the editor measures", () => {
  const frontPage = editorField(FILES.portfolio.fields, 'sites.img.ro')
  const rule = {
    format: frontPage.image_format,
    minWidth: frontPage.min_width,
    maxWidth: frontPage.max_width,
    maxBytes: frontPage.max_bytes,
  }
  const image = (width: number, format: 'jpeg' | 'png', quality = 80) =>
    sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: '#fff' } })
      .toFormat(format, { quality })
      .toBuffer()
  /** A JPEG of noise as wide as the rule allows, at a quality that makes it heavier than the rule allows. */
  const heavy = () => {
    let seed = 1
    const width = frontPage.max_width!
    const pixels = Buffer.alloc(width * width * 3).map(() => (seed = (seed * 48271) % 2147483647) & 0xff)
    return sharp(pixels, { raw: { width, height: width, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer()
  }

  it.each([
    ['narrower than the smallest width', 'refused', () => image(frontPage.min_width! - 1, 'jpeg')],
    ['as wide as the front pages must be', 'accepted', () => image(frontPage.min_width!, 'jpeg')],
    ['wider than the largest width', 'refused', () => image(frontPage.max_width! + 1, 'jpeg')],
    ['in PNG', 'refused', () => image(frontPage.min_width!, 'png')],
    ['heavier than the largest size', 'refused', heavy],
  ] as const)('an image %s, named .jpg, is %s by both', async (_, verdict, make) => {
    const fixture = await contentFixture()
    try {
      const bytes = await make()
      await fixture.write('content/images/ziare-ro.jpg', bytes)
      const build = (await fixture.problems()).filter((problem) => problem.includes('sites[0].img.ro'))
      const { width } = await sharp(bytes).metadata()
      const measured = { width: width ?? null, bytes: bytes.length, format: imageFormatOf(new Uint8Array(bytes)) }
      const editor = imageProblem(frontPage.label, measured, rule, 'en')
      expect([build.length > 0, editor !== null]).toEqual(verdict === 'refused' ? [true, true] : [false, false])
    } finally {
      await fixture.cleanUp()
    }
  })
})
