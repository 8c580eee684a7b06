import { z } from 'zod'
import type { UiLanguage } from '../editor/uiLanguage'
import { LANGUAGES, type Language } from '../i18n/languages'
import type { ContentFileName } from './contentTypes'
import { REQUIRED_PLACEHOLDERS, UI_TRANSLATION_KEYS, type UiTranslationKey } from '../i18n/translationKeys'
import { RULE_MESSAGES, ruleMessage } from './ruleMessages'
import type { SvgRefusalReason } from './svgLogoRule'
import { interpolate } from '../i18n/translations'
import { CHECKS_KEY, SOURCE_LANGUAGE, TARGET_LANGUAGES } from './translationChecks'

/**
 * The rules for every file an editor changes, in one place: the build and `npm run check-content` validate
 * with these, and `npm run schemas` writes them out as the JSON Schemas (content/schemas/) that editors'
 * tools read through each file's `$schema`.
 */

/**
 * The rules on a portfolio image's file, which the build checks with sharp and the editor on the image it measures.
 * The card draws it 600 px wide, at up to twice that on sharp screens (PortfolioCard.tsx's query: width 600,
 * pixel densities up to 2): narrower, it would look blurred there; wider, no screen would show the difference.
 */
const PORTFOLIO_CARD_WIDTH = 600
const LARGEST_PIXEL_DENSITY = 2
export const PORTFOLIO_IMAGE = {
  /** Its format, as sharp reads it from the file (its name must also end in .jpg). */
  format: 'jpeg',
  minWidth: PORTFOLIO_CARD_WIDTH * LARGEST_PIXEL_DENSITY,
  maxWidth: PORTFOLIO_CARD_WIDTH * LARGEST_PIXEL_DENSITY,
  /** Heavier, it slows every clone and cold build of the repository, which keeps it for ever. */
  maxBytes: 500 * 1024,
} as const
export type ImageFormat = typeof PORTFOLIO_IMAGE.format
/** What a field asks of an image file: its format, its smallest and largest width in px, its largest size in bytes. */
export type ImageFileRule = { format: ImageFormat; minWidth: number; maxWidth: number; maxBytes: number }

const text = (what: string) =>
  z
    .string({ error: `must be ${what} (text)` })
    .regex(/\S/, ruleMessage({ en: 'must not be empty', ro: 'nu poate fi gol: scrie un text' }))

const httpsUrl = z
  .string({ error: 'must be an https:// URL (text)' })
  .regex(/^https:\/\/[^\s/$.?#][^\s]*$/, {
    message: ruleMessage({
      en: 'must be an https:// URL, with no spaces',
      ro: 'trebuie să fie o adresă care începe cu https://, fără spații',
    }),
    abort: true,
  })
  .refine((value) => URL.canParse(value), RULE_MESSAGES.wellFormedUrl.en)
  .meta({ format: 'uri' })

const email = z.email({
  error: ruleMessage({
    en: 'must be an email address like name@example.com',
    ro: 'trebuie să fie o adresă de e-mail, de exemplu nume@exemplu.ro',
  }),
})

/**
 * A phone number as people write it, international (+40 21 000 0000) or national ((021) 000-0000): an optional
 * leading +, then 6 to 15 digits, with spaces, dots, dashes and brackets between them. Its `tel:` link keeps
 * the + and the digits.
 */
const PHONE_MESSAGE = ruleMessage({
  en: 'must be a phone number like +40 21 000 0000 or (021) 000-0000: an optional leading +, then 6 to 15 digits, with spaces, dots, dashes or brackets between them',
  ro: 'trebuie să fie un număr de telefon, de exemplu +40 21 000 0000 sau (021) 000-0000: un + la început dacă vrei, apoi 6 până la 15 cifre, cu spații, puncte, cratime sau paranteze între ele',
})
const phone = z
  .string({ error: 'must be a phone number (text)' })
  .regex(/^\+?[ (]*\d(?:[ ().-]*\d){5,14}[ )]*$/, PHONE_MESSAGE)

/**
 * Images sit directly in content/images/ and content files name them from content/ (`images/logo.svg`): the
 * browser editor's media library is that one folder, and it writes every path it picks in this form.
 */
export const IMAGE_FOLDER_PATTERN = /^images\/[^/]+$/

const IMAGE_EXTENSIONS = { jpg: /\.(jpe?g|JPE?G)$/, svg: /\.(svg|SVG)$/ } as const

const imagePath = (extension: keyof typeof IMAGE_EXTENSIONS, what: Record<UiLanguage, string>) =>
  z
    .string({ error: `must be the path of ${what.en} in content/images/, like images/name.${extension}` })
    .regex(
      IMAGE_FOLDER_PATTERN,
      ruleMessage({
        en: `must be in content/images/ itself, named like images/name.${extension}`,
        ro: `trebuie să fie chiar în content/images/, cu un nume ca images/nume.${extension}`,
      }),
    )
    .regex(
      IMAGE_EXTENSIONS[extension],
      ruleMessage({
        en: `must be ${what.en}, a file ending in .${extension}`,
        ro: `trebuie să fie ${what.ro}, un fișier care se termină în .${extension}`,
      }),
    )

/** The message of each refusal of the logo's rule (svgLogoRule.ts), and of a file that is no SVG image. */
const SVG_RULES = {
  'not-svg': 'svgImage',
  element: 'svgElement',
  attribute: 'svgAttribute',
  property: 'svgStyle',
  doctype: 'svgDoctype',
  'too-large': 'svgTooLarge',
  'too-deep': 'svgTooDeep',
  'too-many-attributes': 'svgTooManyAttributes',
} as const satisfies Record<SvgRefusalReason | 'not-svg', keyof typeof RULE_MESSAGES>

/** What the logo file's rule found, with the words of its message in each language of the editor. */
type SvgFileParams = { rule: (typeof SVG_RULES)[keyof typeof SVG_RULES]; found: string }

/**
 * The logo's file: an SVG image that holds only what a logo is drawn with, so that it runs nothing and loads
 * nothing from elsewhere wherever it is opened (the site publishes it as it is, under its own origin). The build
 * checks the file the contact card names, the editor a file as it is chosen (src/cms/widgets/SvgCheckedControl.tsx).
 * Its parser is loaded when a file is checked, so that the editor's first load does not carry it: parse with
 * `safeParseAsync`.
 */
export const svgFileSchema = z
  .custom<Uint8Array>((value) => ArrayBuffer.isView(value), 'must be the bytes of a file')
  .check(async (payload) => {
    const { judgeSvgLogo } = await import('./svgLogoRule')
    const judgement = judgeSvgLogo(payload.value)
    if (judgement.kind === 'accepted') return
    const params: SvgFileParams =
      judgement.kind === 'not-svg'
        ? { rule: SVG_RULES['not-svg'], found: '' }
        : { rule: SVG_RULES[judgement.reason], found: judgement.found }
    payload.issues.push({
      code: 'custom',
      message: interpolate(RULE_MESSAGES[params.rule].en, { found: params.found }),
      params,
      input: payload.value,
    })
  })

/** Why `bytes` cannot be the logo's file, in `language` (the build's English, the editor's), or null. */
export async function svgFileProblem(bytes: Uint8Array, language: UiLanguage): Promise<string | null> {
  const result = await svgFileSchema.safeParseAsync(bytes)
  if (result.success) return null
  const [issue] = result.error.issues
  const params = 'params' in issue ? (issue.params as SvgFileParams | undefined) : undefined
  return params ? interpolate(RULE_MESSAGES[params.rule][language], { found: params.found }) : issue.message
}

/** One value per site language, all required, nothing else. */
const perLanguage = <T extends z.ZodType>(schema: T) =>
  z.strictObject(Object.fromEntries(LANGUAGES.map((language) => [language, schema])) as Record<Language, T>, {
    error: `must have an entry for each language (${LANGUAGES.join(', ')})`,
  })

const schemaReference = z.string().optional().meta({ description: 'The JSON Schema this file follows, for editors' })

/**
 * What one translation was last checked against (src/lib/content/translationChecks.ts): the source language's
 * text, and the translation as it was then. The editor writes these; `npm run translations:checked` too.
 */
const checkSchema = z.strictObject(
  {
    [SOURCE_LANGUAGE]: z.string({ error: `must be the ${SOURCE_LANGUAGE} text the translation was checked against` }),
    ...Object.fromEntries(TARGET_LANGUAGES.map((language) => [language, z.string().optional()])),
  },
  { error: `must be a check: the ${SOURCE_LANGUAGE} text, and the translation as checked` },
)
const checkRecordSchema = z.record(z.string(), checkSchema)

/** A content file's record of its translations' checks, per language (each field must be one it holds). */
const contentChecksSchema = z
  .partialRecord(z.enum(TARGET_LANGUAGES), checkRecordSchema)
  .optional()
  .meta({ description: 'What each translation was last checked against, written by the editor' })

const postalAddressSchema = z.strictObject(
  {
    street: text('the street and number'),
    locality: text('the city or town'),
    region: z.string().optional(),
    postalCode: text('the postal code'),
    country: text('the country'),
  },
  { error: 'must be an address: street, locality, region (optional), postalCode and country' },
)

export const contactSchema = z
  .strictObject({
    $schema: schemaReference,
    img: imagePath('svg', { en: 'the logo, an SVG file', ro: 'sigla, un fișier SVG' }).optional(),
    firstname: text('the company name'),
    organization: text('the organisation line').optional(),
    email: email.optional(),
    phone: phone.optional(),
    fax: phone.optional(),
    url: httpsUrl.optional(),
    address: perLanguage(postalAddressSchema).optional(),
    [CHECKS_KEY]: contentChecksSchema,
  })
  .meta({ title: 'Contact card', description: 'content/contact.json: the agency on the contact card and in its vCard' })

/**
 * The id of an item in a list of the content: the page and edit mode name the item by it. A list of such items
 * takes `uniqueIds` too.
 */
export const itemId = z.string({ error: 'must be a short id (text)' }).regex(
  /^[a-z0-9-]+$/,
  ruleMessage({
    en: 'must be a short id of lowercase letters, digits and dashes',
    ro: 'trebuie să fie un identificator scurt, doar din litere mici fără diacritice, cifre și cratime',
  }),
)

/** No two items of a list share an id. Each later one is the field in the wrong. */
function differentIds(payload: z.core.ParsePayload<{ id: string }[]>) {
  const seen = new Set<string>()
  payload.value.forEach(({ id }, index) => {
    if (seen.has(id))
      payload.issues.push({ code: 'custom', message: RULE_MESSAGES.uniqueId.en, path: [index, 'id'], input: id })
    seen.add(id)
  })
}

/** The rule of every list whose items have an `itemId`: `z.array(item).check(uniqueIds)`. */
export const uniqueIds = z.core._check(differentIds, { error: RULE_MESSAGES.uniqueId.en })

const portfolioSiteSchema = z.strictObject({
  id: itemId,
  site: text('the site name'),
  url: httpsUrl,
  description: perLanguage(text('the description')),
  img: perLanguage(imagePath('jpg', { en: 'a JPEG image', ro: 'o imagine JPEG' })),
})

export const portfolioSchema = z
  .strictObject({
    $schema: schemaReference,
    sites: z.array(portfolioSiteSchema).min(1, 'must list at least one site').check(uniqueIds),
    [CHECKS_KEY]: contentChecksSchema,
  })
  .meta({ title: 'Portfolio', description: 'content/portfolio.json: the news sites, in page order' })

/** A text that must hold each of `placeholders` (which also makes it not empty). */
function textWithPlaceholders(placeholders: readonly string[]) {
  const names = placeholders.map((name) => `{{${name}}}`)
  const pattern = new RegExp(`^${names.map((name) => `(?=[\\s\\S]*${name.replace(/[{}]/g, '\\$&')})`).join('')}`)
  return z.string({ error: 'must be a translation (text)' }).regex(
    pattern,
    ruleMessage({
      en: `must keep ${names.join(', ')}: the page puts its own text there`,
      ro: `trebuie să păstreze ${names.join(', ')}: pagina pune acolo propriul text`,
    }),
  )
}

const translation = (key: UiTranslationKey) => {
  const placeholders = REQUIRED_PLACEHOLDERS[key]
  return placeholders ? textWithPlaceholders(placeholders) : text('a translation')
}

export const translationSchema = z
  .object({
    $schema: schemaReference,
    ...Object.fromEntries(UI_TRANSLATION_KEYS.map((key) => [key, translation(key)])),
    [CHECKS_KEY]: checkRecordSchema
      .optional()
      .meta({ description: 'What each translation was last checked against, written by the editor' }),
  })
  .catchall(text('a translation'))
  .meta({ title: 'Translations', description: 'locales/<language>/translation.json: every text of the page, by key' })

/** The schema of each content file (`content/<name>.json`), for every file contentTypes.ts names. */
export const CONTENT_SCHEMAS = {
  contact: contactSchema,
  portfolio: portfolioSchema,
} as const satisfies Record<ContentFileName, z.ZodType>
