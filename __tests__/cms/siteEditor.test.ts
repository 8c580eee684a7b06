import { siteEditorAddress } from '../../src/cms/siteEditor'

// A preview's /admin/ page names the production site's editor; its script sends the visitor there.
describe('siteEditorAddress', () => {
  beforeEach(() => {
    document.body.innerHTML = '<p>The content editor is at <a href="https://www.example.com/admin/">…</a>.</p>'
  })

  it("sends a preview's visitor to the site's editor with the same query and route", () => {
    const preview = { origin: 'https://deploy-preview-7--example.netlify.app', search: '?field=phone&locale=ro' }
    expect(siteEditorAddress(document, { ...preview, hash: '#/collections/contact/entries/contact' })).toBe(
      'https://www.example.com/admin/?field=phone&locale=ro#/collections/contact/entries/contact',
    )
  })

  it("stays on the site's own origin rather than loop", () => {
    expect(siteEditorAddress(document, { origin: 'https://www.example.com', search: '', hash: '' })).toBeNull()
  })
})
