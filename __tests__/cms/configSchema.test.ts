import '../support/decapModulesInJsdom'
import { validateConfig } from 'decap-cms-core/dist/esm/constants/configSchema'
import * as decapRegistry from 'decap-cms-core/dist/esm/lib/registry'
import { parse } from 'yaml'
import { registerFormatsAndWidgets } from '../../src/cms/formatsAndWidgets'
import { UI_LANGUAGES } from '../../src/lib/editor/uiLanguage'
import { cmsConfig, cmsConfigYaml } from '../../src/node/editorConfig/cmsConfig'
import { withLocalBackend } from '../../src/node/localEditor/localBackend'

// The editor bundles a stand-in for Decap's check of its configuration, which compiles code in the browser
// (src/cms/standIns/configSchema.ts): Decap's own check runs here instead, over every configuration the build and
// the local editor write, with the formats and widgets the editor registers.

const SITE = 'https://www.example.com'
const PREVIEW_TARGET = { repo: 'agentia/site', branch: 'productie', previewContext: 'netlify/agentia/deploy-preview' }

registerFormatsAndWidgets(decapRegistry, 'ro')

/** Decap's message for `config`, or '' when it takes it (it logs each refusal too: kept out of the output). */
function decapProblems(config: object): string {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
  try {
    validateConfig(config)
    return ''
  } catch (error) {
    return String(error)
  } finally {
    logged.mockRestore()
  }
}

describe("Decap's check of the editor's configuration", () => {
  it('takes config.yml and config.en.yml as the build writes them, for the site and for another repository', () => {
    for (const language of UI_LANGUAGES) {
      expect(decapProblems(parse(cmsConfigYaml(SITE, language)))).toBe('')
      expect(decapProblems(parse(cmsConfigYaml(SITE, language, PREVIEW_TARGET)))).toBe('')
    }
  })

  it('takes the configuration of the local editor, with its local backend', () => {
    for (const language of UI_LANGUAGES) {
      const local = withLocalBackend(cmsConfigYaml(SITE, language), 'http://localhost:8081/api/v1', language)
      expect(decapProblems(parse(local))).toBe('')
    }
  })

  it("refuses what breaks its rules or a registered widget's, each named by its place", () => {
    const config = cmsConfig(SITE, 'en')
    const [contact] = config.collections
    const withFields = (fields: object[]) => ({
      ...config,
      collections: [{ ...contact, files: [{ ...contact.files![0], fields }] }],
    })
    const fields = contact.files![0].fields
    expect(decapProblems(withFields([...fields, fields[1]]))).toBe(
      "'collections[0].files[0].fields' fields names must be unique",
    )
    expect(decapProblems(withFields([...fields, { name: 'links', widget: 'list', allow_add: 'yes' }]))).toContain(
      `'collections[0].files[0].fields[${fields.length}].allow_add' must be boolean`,
    )
    expect(decapProblems({ ...config, publish_mode: 'straight_to_main' })).toMatch(/^'publish_mode' must be equal/)
  })
})
