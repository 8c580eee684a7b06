/** @jest-environment node */
import { contentFixture, type ContentFixture } from '../../support/contentFixture'
import { contactLogoPath } from '../../../src/node/afterBuild/siteIcon'

let fixture: ContentFixture
beforeEach(async () => {
  fixture = await contentFixture()
})
afterEach(() => fixture.cleanUp())

const contact = 'content/contact.json'

describe("the site's icon", () => {
  it('is the logo the contact card names, under any name', async () => {
    expect(contactLogoPath(fixture.root)).toBe('content/images/logo.svg')
    await fixture.write('content/images/sigla-noua.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await fixture.editJson(contact, (data) => (data.img = 'images/sigla-noua.svg'))
    expect(contactLogoPath(fixture.root)).toBe('content/images/sigla-noua.svg')
  })

  it.each([
    ['the card names no logo', () => fixture.editJson(contact, (data) => delete data.img)],
    ['the logo it names is missing', () => fixture.editJson(contact, (data) => (data.img = 'images/nu-exista.svg'))],
    ['the card is no JSON', () => fixture.write(contact, '{ "img": ')],
  ])('is none when %s: the check of the content says why', async (_, edit) => {
    await edit()
    expect(contactLogoPath(fixture.root)).toBeUndefined()
  })
})
