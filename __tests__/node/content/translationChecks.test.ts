/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { contentFixture, type ContentFixture } from '../../support/contentFixture'
import { TARGET_LANGUAGES } from '../../../src/lib/content/translationChecks'
import { markTranslationsChecked } from '../../../src/node/content/markTranslationsChecked'

const projectRoot = path.resolve(__dirname, '../../..')
const ro = 'locales/ro/translation.json'
const en = 'locales/en/translation.json'

describe("translations' checks in the files", () => {
  let fixture: ContentFixture
  beforeEach(async () => {
    fixture = await contentFixture()
  })
  afterEach(() => fixture.cleanUp())

  it('as landed, nothing needs a check', async () => {
    expect(await fixture.problems('warning')).toEqual([])
  })

  it('is an error for a record naming a field the file does not hold, with the file and the field', async () => {
    await fixture.editJson('content/portfolio.json', (data) => {
      data.$translated.en['sites[ziare].descripion'] = { ro: 'x', en: 'y' }
    })
    await fixture.editJson(en, (data) => {
      data.$translated.landing_tagilne = { ro: 'x', en: 'y' }
    })
    expect(await fixture.problems()).toEqual([
      'content/portfolio.json: $translated.en["sites[ziare].descripion"]: names a field this file does not translate; did you mean "sites[ziare].description"?',
      `${en}: $translated["landing_tagilne"]: names a field this file does not translate; did you mean "landing_tagline"?`,
    ])
  })

  it('is an error for a record that is not a check, and for one in the source language', async () => {
    await fixture.editJson(en, (data) => {
      data.$translated.landing_tagline = 'checked'
    })
    await fixture.editJson(ro, (data) => {
      data.$translated = {}
    })
    expect(await fixture.problems()).toEqual([
      `${en}: $translated.landing_tagline: must be a check: the ro text, and the translation as checked, got "checked"`,
      `${ro}: $translated: the ro texts are the source: only translations record checks`,
    ])
  })

  it('warns once per value, with the Romanian as checked and as it is now, and never stops the build', async () => {
    await fixture.editJson('content/contact.json', (data) => {
      data.address.ro.street = 'Strada Ștefan cel Mare 14, et. 3'
    })
    await fixture.editJson('content/portfolio.json', (data) => {
      data.sites[1].img.ro = 'images/ziare-ro.jpg'
    })
    expect(await fixture.problems('error')).toEqual([])
    expect(await fixture.problems('warning')).toEqual([
      'content/contact.json: address.en.street: needs a check: the Romanian was "Strada Ștefan cel Mare 12, et. 3" when the English was checked, and is now "Strada Ștefan cel Mare 14, et. 3"',
      'content/portfolio.json: sites[1].img.en: needs a check: the Romanian was "images/business-ro.jpg" when the English was checked, and is now "images/ziare-ro.jpg"',
    ])
  })

  it('translations:checked marks one value, or all, as checked, in the format the files keep', async () => {
    const translations = TARGET_LANGUAGES.map((language) => `locales/${language}/translation.json`)
    // Every translation recorded as checked first: a language added since has no record yet (docs/recipes.md).
    await markTranslationsChecked(fixture.root)
    await fixture.editJson(ro, (data) => {
      data.landing_tagline = 'Agenție de presă online.'
      data.portfolio_intro = 'Două branduri de știri.'
    })
    for (const translation of translations)
      expect(await markTranslationsChecked(fixture.root, { file: translation, field: 'landing_tagline' })).toEqual([
        translation,
      ])
    expect(await fixture.problems('warning')).toEqual(
      translations.map((translation) => expect.stringContaining(`${translation}: portfolio_intro: needs a check`)),
    )
    expect(await markTranslationsChecked(fixture.root)).toEqual(translations)
    expect(await fixture.problems('warning')).toEqual([])
    // Prettier (its CLI: Jest cannot load its API) finds the written files formatted as `npm run format` would.
    const prettier = path.join(projectRoot, 'node_modules/.bin/prettier')
    const config = path.join(projectRoot, '.prettierrc.json')
    expect(() =>
      execFileSync(prettier, ['--check', '--config', config, ...translations], { cwd: fixture.root }),
    ).not.toThrow()
    await expect(markTranslationsChecked(fixture.root, { file: en, field: 'landing_tagilne' })).rejects.toThrow(
      `${en} has no translated field landing_tagilne`,
    )
  })
})
