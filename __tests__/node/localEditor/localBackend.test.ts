/** @jest-environment node */
import { parse } from 'yaml'
import { adminContentSecurityPolicy } from '../../../src/node/afterBuild/contentSecurityPolicy'
import { UI_LANGUAGES } from '../../../src/lib/editor/uiLanguage'
import { cmsConfigYaml } from '../../../src/node/editorConfig/cmsConfig'
import { allowConnectionsTo, withLocalBackend } from '../../../src/node/localEditor/localBackend'

describe('editing on this machine', () => {
  it("gives the editor's configuration the local backend's address with the interface's language, and only then", () => {
    for (const language of UI_LANGUAGES) {
      const published = cmsConfigYaml('https://www.example.com', language)
      const local = parse(withLocalBackend(published, 'http://localhost:8081/api/v1', language))
      expect(local.local_backend).toEqual({ url: `http://localhost:8081/api/v1?lang=${language}` })
      expect({ ...local, local_backend: undefined }).toEqual({ ...parse(published), local_backend: undefined })
    }
  })

  it("lets the editor's policy connect to decap-server, and changes nothing else", () => {
    const policy = adminContentSecurityPolicy()
    const local = allowConnectionsTo(policy, 'http://localhost:8081')
    expect(local).toBe(policy.replace(/(connect-src [^;]+)/, '$1 http://localhost:8081'))
    expect(allowConnectionsTo("default-src 'self'", 'http://localhost:8081')).toBe(
      "default-src 'self'; connect-src 'self' http://localhost:8081",
    )
  })
})
