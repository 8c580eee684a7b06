/** @jest-environment node */
import sharp from 'sharp'
import { contentFixture, type ContentFixture } from '../../support/contentFixture'
import { validateContent } from '../../../src/node/content/validateContent'
import { contactSchema } from '../../../src/lib/content/schemas'

let fixture: ContentFixture
beforeEach(async () => {
  fixture = await contentFixture()
})
afterEach(() => fixture.cleanUp())

const portfolio = 'content/portfolio.json'
const contact = 'content/contact.json'
/** The contact card's fields, as its rules declare them, without the file's own keys ($schema, $translated). */
const contactFields = Object.keys(contactSchema.shape).filter((field) => !field.startsWith('$'))

/** A JPEG of one colour, `width` px wide at 3:2. */
const flatJpeg = (width: number) =>
  sharp({ create: { width, height: (width * 2) / 3, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer()

/** A JPEG of 1200x800 px of noise at the highest quality, always the same bytes: far over 500 KB. */
function heavyJpeg() {
  let seed = 1
  const pixels = Buffer.alloc(1200 * 800 * 3).map(() => (seed = (seed * 48271) % 2147483647) & 0xff)
  return sharp(pixels, { raw: { width: 1200, height: 800, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer()
}

describe('content validation', () => {
  it('passes the shipped content, without warnings', async () => {
    expect(await validateContent(process.cwd())).toEqual([])
  })

  describe('JSON syntax', () => {
    it('names the file, line and column', async () => {
      await fixture.write(portfolio, '{\n  "sites": [\n    { "id": "ziare" "site": "x" }\n  ]\n}\n')
      expect(await fixture.problems()).toEqual([
        `${portfolio}: invalid JSON at line 3, column 21: expected "," between two entries`,
      ])
    })

    it('rejects a trailing comma', async () => {
      await fixture.write(contact, '{ "firstname": "Exemplu Media", }')
      expect(await fixture.problems()).toEqual([
        `${contact}: invalid JSON at line 1, column 33: expected a field name in double quotes (is there a comma too many?)`,
      ])
    })
  })

  it('reports a missing required field', async () => {
    await fixture.editJson(portfolio, (data) => delete data.sites[1].url)
    expect(await fixture.problems()).toEqual([
      `${portfolio}: sites[1].url: is missing; it must be an https:// URL (text)`,
    ])
  })

  it('reports a misspelt field and suggests the right name', async () => {
    await fixture.editJson(portfolio, (data) => {
      data.sites[0].ulr = data.sites[0].url
      delete data.sites[0].url
    })
    expect(await fixture.problems()).toContain(`${portfolio}: sites[0].ulr: is not a known field; did you mean "url"?`)
  })

  it('lists the known fields when nothing is close', async () => {
    await fixture.editJson(contact, (data) => (data.colour = 'blue'))
    expect(await fixture.problems()).toEqual([
      `${contact}: colour: is not a known field; known fields are ${contactFields.join(', ')}`,
    ])
  })

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'http://ziare.example/', 'ziare.example'])(
    'accepts only https:// urls, not %s',
    async (url) => {
      await fixture.editJson(portfolio, (data) => (data.sites[1].url = url))
      expect(await fixture.problems()).toEqual([
        `${portfolio}: sites[1].url: must be an https:// URL, with no spaces, got ${JSON.stringify(url)}`,
      ])
    },
  )

  it('rejects a bad email address', async () => {
    await fixture.editJson(contact, (data) => (data.email = 'contact-at-example.com'))
    expect(await fixture.problems()).toEqual([
      `${contact}: email: must be an email address like name@example.com, got "contact-at-example.com"`,
    ])
  })

  it.each(['+40 21 000 0000', '(021) 000-0000', '0722.000.000', '+40 (21) 000 00 00'])(
    'accepts the phone number %s',
    async (phone) => {
      await fixture.editJson(contact, (data) => (data.phone = phone))
      expect(await fixture.problems()).toEqual([])
    },
  )

  it.each(['call us', '12345', '+40 21 000 0000 ext. 5', '0040-21-000-0000-000-0000'])(
    'rejects the phone number %s, saying what a phone number may hold',
    async (phone) => {
      await fixture.editJson(contact, (data) => (data.phone = phone))
      expect(await fixture.problems()).toEqual([
        `${contact}: phone: must be a phone number like +40 21 000 0000 or (021) 000-0000: an optional leading +, then 6 to 15 digits, with spaces, dots, dashes or brackets between them, got ${JSON.stringify(phone)}`,
      ])
    },
  )

  it('rejects an empty company name, which the card and the vCard need', async () => {
    await fixture.editJson(contact, (data) => (data.firstname = '  '))
    expect(await fixture.problems()).toEqual([`${contact}: firstname: must not be empty, got "  "`])
  })

  it('rejects a contact card without a company name', async () => {
    await fixture.editJson(contact, (data) => delete data.firstname)
    expect(await fixture.problems()).toEqual([`${contact}: firstname: is missing; it must be the company name (text)`])
  })

  it('rejects an address that lacks a language', async () => {
    await fixture.editJson(contact, (data) => delete data.address.en)
    expect(await fixture.problems()).toEqual([
      `${contact}: address.en: is missing; it must be an address: street, locality, region (optional), postalCode and country`,
    ])
  })

  it('rejects two sites with the same id', async () => {
    await fixture.editJson(portfolio, (data) => (data.sites[1].id = 'ziare'))
    expect(await fixture.problems()).toEqual([
      `${portfolio}: sites[1].id: must be different for each item of the list, got "ziare"`,
    ])
  })

  it('reports a site whose description lacks a language', async () => {
    await fixture.editJson(portfolio, (data) => delete data.sites[1].description.en)
    expect(await fixture.problems()).toEqual([
      `${portfolio}: sites[1].description.en: is missing; it must be the description (text)`,
    ])
  })

  describe('portfolio images', () => {
    it('refuses an image in a folder of its own: the browser editor keeps content/images/ flat', async () => {
      await fixture.editJson(portfolio, (data) => (data.sites[0].img.en = 'images/ziare/en.jpg'))
      expect(await fixture.problems()).toEqual([
        `${portfolio}: sites[0].img.en: must be in content/images/ itself, named like images/name.jpg, got "images/ziare/en.jpg"`,
        `${portfolio}: sites[0].img.en: image "images/ziare/en.jpg" not found in content/`,
      ])
    })

    it('needs one for every language', async () => {
      await fixture.editJson(portfolio, (data) => delete data.sites[0].img.en)
      expect(await fixture.problems()).toEqual([
        `${portfolio}: sites[0].img.en: is missing; it must be the path of a JPEG image in content/images/, like images/name.jpg`,
      ])
    })

    // Each broken image is one field's own, whichever other languages' fields share the shipped images.
    it('must exist', async () => {
      await fixture.editJson(portfolio, (data) => (data.sites[1].img.en = 'images/business-gone.jpg'))
      expect(await fixture.problems()).toEqual([
        `${portfolio}: sites[1].img.en: image "images/business-gone.jpg" not found in content/`,
      ])
    })

    it('must be a JPEG, whatever its name says', async () => {
      await fixture.write(
        'content/images/business-png.jpg',
        await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      )
      await fixture.editJson(portfolio, (data) => (data.sites[1].img.en = 'images/business-png.jpg'))
      expect(await fixture.problems()).toEqual([
        `${portfolio}: sites[1].img.en: image "images/business-png.jpg" is png, must be a JPEG`,
      ])
    })

    it('must be at least 1200 px wide', async () => {
      await fixture.write(
        'content/images/ziare-ro.jpg',
        await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
      )
      expect(await fixture.problems()).toEqual([
        `${portfolio}: sites[0].img.ro: image "images/ziare-ro.jpg" is 800 px wide, must be at least 1200 px`,
      ])
    })

    it('must be no wider than the page shows it and at most 500 KB, naming the file, the field and what to do', async () => {
      await fixture.write('content/images/ziare-wide.jpg', await flatJpeg(2400))
      await fixture.write('content/images/business-heavy.jpg', await heavyJpeg())
      await fixture.editJson(portfolio, (data) => {
        data.sites[0].img.en = 'images/ziare-wide.jpg'
        data.sites[1].img.ro = 'images/business-heavy.jpg'
      })
      const shrink = 'upload it in the editor (/admin/), which saves it at that size, or shrink it'
      expect(await fixture.problems()).toEqual([
        `${portfolio}: sites[0].img.en: image "images/ziare-wide.jpg" is 2400 px wide, must be at most 1200 px, the widest the page shows it: ${shrink}`,
        `${portfolio}: sites[1].img.ro: image "images/business-heavy.jpg" is 1314 KB, must be at most 500 KB: ${shrink}`,
      ])
    })
  })

  it('needs the logo file the contact card names', async () => {
    await fixture.editJson(contact, (data) => (data.img = 'images/missing.svg'))
    expect(await fixture.problems()).toEqual([`${contact}: img: image "images/missing.svg" not found in content/`])
  })

  it('reports a content file the site does not read', async () => {
    await fixture.write('content/team.json', '{}')
    expect(await fixture.problems()).toEqual([
      'content/team.json: is not a content file the site reads (contact.json, portfolio.json)',
    ])
  })

  describe('translations', () => {
    it('reports a text that lost a placeholder the page fills in, in that language only', async () => {
      await fixture.editJson('locales/en/translation.json', (data) => (data.meta_title = 'Online media agency'))
      expect(await fixture.problems()).toEqual([
        'locales/en/translation.json: meta_title: must keep {{company}}: the page puts its own text there, got "Online media agency"',
      ])
    })

    it('reports a misspelt key as unknown, naming the key it meant, before that key is reported missing', async () => {
      await fixture.editJson('locales/en/translation.json', (data) => {
        data.contact_label_phnoe = data.contact_label_phone
        delete data.contact_label_phone
      })
      expect(await fixture.problems()).toEqual([
        'locales/en/translation.json: "contact_label_phnoe": is not a key the page reads; did you mean "contact_label_phone"?',
        'locales/en/translation.json: contact_label_phone: is missing; it must be a translation (text)',
      ])
    })

    it('reports a key the page needs that a language lacks', async () => {
      await fixture.editJson('locales/ro/translation.json', (data) => delete data.contact_title)
      expect(await fixture.problems()).toEqual([
        'locales/ro/translation.json: contact_title: is missing; it must be a translation (text)',
      ])
    })

    it('rejects an empty translation', async () => {
      await fixture.editJson('locales/en/translation.json', (data) => (data.home = ''))
      expect(await fixture.problems()).toEqual(['locales/en/translation.json: home: must not be empty, got ""'])
    })

    it('warns about a key nothing reads and no key it resembles, without stopping the build', async () => {
      await fixture.editJson('locales/ro/translation.json', (data) => (data.contact_titel = 'Contact'))
      await fixture.editJson('locales/en/translation.json', (data) => (data.contact_titel = 'Contact'))
      expect(await fixture.problems()).toEqual([])
      expect(await fixture.problems('warning')).toEqual([
        'locales/ro/translation.json: "contact_titel": is not a key the page reads; remove it, or check its spelling',
        'locales/en/translation.json: "contact_titel": is not a key the page reads; remove it, or check its spelling',
      ])
    })
  })

  it('reports every problem of a file, and of every file, in one run', async () => {
    await fixture.editJson(contact, (data) => {
      data.firstname = ''
      data.email = 'nope'
      data.url = 'http://www.example.com/'
    })
    await fixture.editJson(portfolio, (data) => (data.sites[0].url = 'javascript:alert(1)'))
    expect(await fixture.problems()).toEqual([
      `${contact}: firstname: must not be empty, got ""`,
      `${contact}: email: must be an email address like name@example.com, got "nope"`,
      `${contact}: url: must be an https:// URL, with no spaces, got "http://www.example.com/"`,
      `${portfolio}: sites[0].url: must be an https:// URL, with no spaces, got "javascript:alert(1)"`,
    ])
  })
})
