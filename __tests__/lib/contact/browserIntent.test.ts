import { browserIntentUrl } from '../../../src/lib/contact/browserIntent'

describe('browserIntentUrl', () => {
  it('opens the address in the phone’s default browser, and names it again as the fallback', () => {
    expect(browserIntentUrl(new URL('https://www.example.com/vcard/en.vcf'))).toBe(
      'intent://www.example.com/vcard/en.vcf#Intent;scheme=https;S.browser_fallback_url=https%3A%2F%2Fwww.example.com%2Fvcard%2Fen.vcf;end',
    )
  })

  it('keeps the port and the query, and leaves out the fragment, where the intent’s own part goes', () => {
    expect(browserIntentUrl(new URL('http://localhost:9000/en/?from=app#contact'))).toBe(
      'intent://localhost:9000/en/?from=app#Intent;scheme=http;S.browser_fallback_url=http%3A%2F%2Flocalhost%3A9000%2Fen%2F%3Ffrom%3Dapp;end',
    )
  })
})
