/** @jest-environment node */
import { parse } from 'yaml'
import { z } from 'zod'
import { contactSchema, portfolioSchema, translationSchema } from '../../../src/lib/content/schemas'
import { SOURCE_LANGUAGE, TARGET_LANGUAGES } from '../../../src/lib/content/translationChecks'
import { languageNameIn } from '../../../src/lib/editor/languageNames'
import { UI_LANGUAGES, type UiLanguage } from '../../../src/lib/editor/uiLanguage'
import { LANGUAGES } from '../../../src/lib/i18n/languages'
import { UI_TRANSLATION_KEYS } from '../../../src/lib/i18n/translationKeys'
import { cmsConfig, cmsConfigYaml } from '../../../src/node/editorConfig/cmsConfig'
import { FALLBACK_CMS_TARGET } from '../../../src/node/editorConfig/cmsTarget'
import type { DecapField } from '../../../src/node/editorConfig/decapFields'
import { EDITOR_JPEG_QUALITY } from '../../../src/node/editorConfig/mediaProcessing'

// The editor's fields are made from the zod schemas the build validates with: these tests hold the two
// together, field by field, and value by value for every rule the editor checks.

const config = cmsConfig('https://www.example.com', 'en')
const collection = (name: string) => config.collections.find((found) => found.name === name)!
const fileFields = (name: string) => collection(name).files![0].fields

const field = (fields: readonly DecapField[], name: string) => {
  const found = fields.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no field ${name}`)
  return found
}
const summary = (fields: readonly DecapField[]) => fields.map(({ name, required, widget }) => [name, required, widget])

/** What the editor checks before publishing: presence, then its pattern (Decap tests an image's file name). */
function editorAccepts(decapField: DecapField, value: string) {
  if (value === '') return !decapField.required
  const tested = decapField.widget === 'image' ? value.split('/').pop()! : value
  return !decapField.pattern || new RegExp(decapField.pattern[0]).test(tested)
}
const buildAccepts = (schema: z.ZodType, value: string) => schema.safeParse(value === '' ? undefined : value).success

describe("the editor's configuration", () => {
  it('commits through the github backend to the repository and branch it is given, by default the fallback', () => {
    expect(config.backend).toMatchObject({ name: 'github', ...FALLBACK_CMS_TARGET })
    const target = { repo: 'agentia/site', branch: 'productie', previewContext: 'netlify/agentia/deploy-preview' }
    expect(cmsConfig('https://www.example.com', 'ro', target).backend).toMatchObject({
      repo: 'agentia/site',
      branch: 'productie',
      preview_context: 'netlify/agentia/deploy-preview',
    })
    expect(cmsConfigYaml('https://www.example.com', 'ro')).not.toContain('local_backend')
  })

  it("saves drafts for review, links each to Netlify's Deploy Preview, and publishes a draft as one commit", () => {
    for (const language of UI_LANGUAGES) {
      expect(parse(cmsConfigYaml('https://www.example.com', language))).toMatchObject({
        publish_mode: 'editorial_workflow',
        backend: { squash_merges: true },
      })
    }
    // Without a site name, Decap takes the first status whose context contains "deploy" (cmsTarget.ts).
    expect(config.backend).not.toHaveProperty('preview_context')
  })

  it("names drafts and their commits in the interface's language, as the entry's history shows them", () => {
    expect(cmsConfig('https://www.example.com', 'ro').backend.commit_messages).toMatchObject({
      update: 'Modifică {{collection}}',
    })
    expect(cmsConfig('https://www.example.com', 'en').backend.commit_messages).toMatchObject({
      update: 'Update {{collection}}',
    })
  })

  it('opens the Deploy Preview of the contact card and of the portfolio at their section of the page', () => {
    expect(collection('contact').files![0].preview_path).toBe('/#contact')
    expect(collection('portfolio').files![0].preview_path).toBe('/#portfolio')
    // The Texts open at the page of their language, which a preview_path cannot say (src/cms/deployPreviewPage.ts).
    expect(collection('texts')).not.toHaveProperty('preview_path')
  })

  it("speaks the interface's language: collections, labels, hints and pattern messages in Romanian or English", () => {
    const inLanguage = (language: UiLanguage) => {
      const { collections, locale } = cmsConfig('https://www.example.com', language)
      const contact = collections.find(({ name }) => name === 'contact')!
      const email = field(contact.files![0].fields, 'email')
      const phone = field(contact.files![0].fields, 'phone')
      return [locale, contact.label, contact.files![0].label, phone.label, phone.hint, email.pattern![1]]
    }
    expect(inLanguage('ro')).toEqual([
      'ro',
      'Contact',
      'Cartea de vizită',
      'Telefon',
      'Cu prefixul țării, de exemplu +40 21 000 0000',
      'trebuie să fie o adresă de e-mail, de exemplu nume@exemplu.ro',
    ])
    expect(inLanguage('en')).toEqual([
      'en',
      'Contact',
      'Contact card',
      'Phone',
      'With the country code, for example +40 21 000 0000',
      'must be an email address like name@example.com',
    ])
  })

  it('uploads images into content/images/ and names them as content files do, images/<file>', () => {
    expect(parse(cmsConfigYaml('https://www.example.com', 'ro'))).toMatchObject({
      media_folder: 'content/images',
      public_folder: 'images',
    })
  })

  it('edits every field of content/contact.json, in file order, required where the build requires it', () => {
    expect(summary(fileFields('contact'))).toEqual([
      ['$translated', false, 'translation-status'],
      ['img', false, 'image'],
      ['firstname', true, 'string'],
      ['organization', false, 'string'],
      ['email', false, 'string'],
      ['phone', false, 'string'],
      ['fax', false, 'string'],
      ['url', false, 'string'],
      ['address', false, 'object'],
    ])
    const address = field(fileFields('contact'), 'address').fields!
    expect(address.map(({ name, label }) => [name, label])).toEqual(
      LANGUAGES.map((language) => [language, `Address in ${languageNameIn(language, 'en')}`]),
    )
    expect(field(address, 'en').label).toBe('Address in English')
    for (const language of TARGET_LANGUAGES)
      expect(field(address, language).fields!.map((part) => part.translation_of)).toEqual([
        'address.street',
        'address.locality',
        'address.region',
        'address.postalCode',
        'address.country',
      ])
  })

  it('edits the list of sites (at least one), each with its description and front page in every language', () => {
    const sites = field(fileFields('portfolio'), 'sites')
    expect(sites).toMatchObject({ widget: 'list', min: 1, label_singular: 'site', required: true })
    expect(summary(sites.fields!)).toEqual([
      ['id', true, 'string'],
      ['site', true, 'string'],
      ['url', true, 'string'],
      ['description', true, 'object'],
      ['img', true, 'object'],
    ])
    const description = field(sites.fields!, 'description').fields!
    const frontPages = field(sites.fields!, 'img').fields!
    expect(summary(description)).toEqual(LANGUAGES.map((language) => [language, true, 'text']))
    expect(summary(frontPages)).toEqual(LANGUAGES.map((language) => [language, true, 'image']))
    // The translations are marked by what they translate when their Romanian changes.
    for (const language of TARGET_LANGUAGES) {
      expect(field(description, language).translation_of).toBe('sites[].description')
      expect(field(frontPages, language).translation_of).toBe('sites[].img')
    }
    expect(field(description, SOURCE_LANGUAGE).translation_of).toBeUndefined()
    expect(field(frontPages, SOURCE_LANGUAGE).translation_of).toBeUndefined()
    for (const frontPage of frontPages) {
      expect(frontPage).toMatchObject({ image_format: 'jpeg', min_width: 1200, max_width: 1200, max_bytes: 500 * 1024 })
    }
  })

  it('saves every JPEG, PNG or WebP uploaded as a JPEG as wide as the front pages, with no metadata', () => {
    expect(config.media_processing).toEqual({
      enabled: true,
      format: { enabled: true, default: 'jpeg' },
      quality: EDITOR_JPEG_QUALITY,
      strip_metadata: true,
      width: 1200,
    })
  })

  it('edits every text of the page in Romanian and English side by side, each labelled by where it appears', () => {
    const texts = collection('texts')
    expect(texts).toMatchObject({ folder: 'locales', i18n: true, create: false, delete: false })
    const [checks, ...textFields] = texts.fields!
    expect(checks).toMatchObject({ name: '$translated', widget: 'translation-status', i18n: true })
    expect(textFields.map(({ name }) => name)).toEqual([...UI_TRANSLATION_KEYS])
    for (const text of textFields) {
      expect(text).toMatchObject({ required: true, i18n: true })
      expect(text.label).toMatch(/^[A-Z][^:]+: /)
    }
    expect(field(texts.fields!, 'contact_button_add_contact').label).toBe('Contact card: button')
  })

  describe('refuses what the build refuses, with the same message', () => {
    const contact = fileFields('contact')
    const site = field(fileFields('portfolio'), 'sites').fields!
    const cases: [string, DecapField, z.ZodType, string[]][] = [
      [
        'email',
        field(contact, 'email'),
        contactSchema.shape.email,
        ['contact@example.com', 'a.b+c@mail.example.ro', 'contact.example.com', 'a@b', 'a b@example.com', ''],
      ],
      [
        'phone',
        field(contact, 'phone'),
        contactSchema.shape.phone,
        ['+40 21 000 0000', '(021) 000-0000', '021.000.00.00', '+40 21', 'call us', '+40 21 000 0000 ext', ''],
      ],
      [
        'website',
        field(contact, 'url'),
        contactSchema.shape.url,
        ['https://www.example.com/', 'http://www.example.com/', 'www.example.com', 'https://', ''],
      ],
      ['company name', field(contact, 'firstname'), contactSchema.shape.firstname, ['Exemplu Media', '   ', '']],
      [
        'address layout',
        field(collection('texts').fields!, 'contact_address'),
        (translationSchema.shape as Record<string, z.ZodType>).contact_address,
        ['{{street}}, {{postalCode}} {{locality}}, {{country}}', '{{street}}, {{locality}}', 'Strada', ''],
      ],
      ['logo', field(contact, 'img'), contactSchema.shape.img, ['images/logo.svg', 'images/logo.png', '']],
      [
        'site address',
        field(site, 'url'),
        portfolioSchema.shape.sites.element.shape.url,
        ['https://ziare.example/', 'http://ziare.example/', ''],
      ],
      [
        'site id',
        field(site, 'id'),
        portfolioSchema.shape.sites.element.shape.id,
        ['ziare', 'ziare-2', 'Ziare', 'ziare 2', ''],
      ],
      [
        'front page',
        field(field(site, 'img').fields!, 'en'),
        portfolioSchema.shape.sites.element.shape.img.shape.en,
        ['images/ziare-en.jpg', 'images/ziare-en.JPEG', 'images/ziare-en.png', ''],
      ],
    ]
    it.each(cases)('%s', (_name, decapField, schema, values) => {
      const verdicts = values.map((value) => [value, editorAccepts(decapField, value)])
      expect(verdicts).toEqual(values.map((value) => [value, buildAccepts(schema, value)]))
      const refused = values.find((value) => value !== '' && !buildAccepts(schema, value))
      if (refused && decapField.pattern) {
        const issue = (schema as z.ZodType).safeParse(refused).error!.issues[0]
        expect(decapField.pattern[1]).toBe(issue.message)
      }
    })
  })
})
