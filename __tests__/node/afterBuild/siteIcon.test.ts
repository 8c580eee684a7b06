/** @jest-environment node */
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { contentFixture, type ContentFixture } from '../../support/contentFixture'
import { initials, siteIdentity } from '../../../src/node/afterBuild/siteIcon'

let fixture: ContentFixture
beforeEach(async () => {
  fixture = await contentFixture()
})
afterEach(() => fixture.cleanUp())

const contact = 'content/contact.json'

describe("the site's name and icon", () => {
  it('are the company and the logo the contact card names, under any name', async () => {
    expect(siteIdentity(fixture.root)).toEqual({ name: 'Exemplu Media', icon: 'content/images/logo.svg' })
    await fixture.write('content/images/sigla-noua.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await fixture.editJson(contact, (data) => (data.img = 'images/sigla-noua.svg'))
    expect(siteIdentity(fixture.root).icon).toBe('content/images/sigla-noua.svg')
  })

  it.each([
    ['the card names no logo', () => fixture.editJson(contact, (data) => delete data.img)],
    ['the logo it names is missing', () => fixture.editJson(contact, (data) => (data.img = 'images/nu-exista.svg'))],
  ])("draw the company's initials when %s", async (_, edit) => {
    await edit()
    const { name, icon } = siteIdentity(fixture.root)
    expect(name).toBe('Exemplu Media')
    expect(icon).toBe('generated/site-icon.svg')
    expect(await readFile(path.join(fixture.root, icon), 'utf8')).toMatch(/<text[^>]*>EM<\/text>/)
  })

  it("leave the initials' drawing as it is for every later load of gatsby-config (Gatsby's workers load it as the build reads the drawing), and redraw it whole when the name changes", async () => {
    await fixture.editJson(contact, (data) => delete data.img)
    const icon = path.join(fixture.root, siteIdentity(fixture.root).icon)
    const drawn = await stat(icon)
    siteIdentity(fixture.root)
    expect(await stat(icon)).toMatchObject({ ino: drawn.ino, mtimeMs: drawn.mtimeMs })

    await fixture.editJson(contact, (data) => (data.firstname = 'Alt Nume'))
    siteIdentity(fixture.root)
    expect(await readFile(icon, 'utf8')).toMatch(/<text[^>]*>AN<\/text>/)
    expect((await stat(icon)).ino).not.toBe(drawn.ino)
    expect(await readdir(path.dirname(icon))).toEqual([path.basename(icon)])
  })

  it('still give gatsby-config an icon when the card is no JSON: the check of the content says why', async () => {
    await fixture.write(contact, '{ "img": ')
    const { name, icon } = siteIdentity(fixture.root)
    expect(name).not.toBe('')
    expect(await readFile(path.join(fixture.root, icon), 'utf8')).toMatch(/^<svg /)
  })
})

describe('initials', () => {
  it.each([
    ['Exemplu Media', 'EM'],
    ['știri de azi și de mâine', 'ȘD'],
    ['  Agenția  ', 'A'],
    ['', ''],
  ])('of "%s" are "%s"', (name, letters) => {
    expect(initials(name)).toBe(letters)
  })
})
