import { PLACEHOLDER_SITE_URL, assertPublishableSiteUrl, siteUrlFrom } from '../../src/node/siteUrl'

describe('the site address', () => {
  it.each([
    [{}, PLACEHOLDER_SITE_URL],
    [{ SITE_URL: 'https://agency.example/' }, 'https://agency.example'],
    [{ NETLIFY: 'true', URL: 'https://agency.netlify.app', CONTEXT: 'production' }, 'https://agency.netlify.app'],
    [
      { NETLIFY: 'true', URL: 'https://agency.netlify.app', SITE_URL: 'https://agency.example' },
      'https://agency.example',
    ],
    [{ URL: 'https://not-netlify.example' }, PLACEHOLDER_SITE_URL],
    [{ NETLIFY: 'true', CONTEXT: 'deploy-preview' }, PLACEHOLDER_SITE_URL],
  ])('from %j is %s', (env, expected) => {
    expect(siteUrlFrom(env)).toBe(expected)
  })

  it('stops a Netlify production build that would publish the placeholder, saying what to set', () => {
    expect(siteUrlFrom({ NETLIFY: 'true', CONTEXT: 'production' })).toBe(PLACEHOLDER_SITE_URL)
    expect(() => assertPublishableSiteUrl({ NETLIFY: 'true', CONTEXT: 'production' })).toThrow(
      /Set SITE_URL to the site's address/,
    )
    expect(() =>
      assertPublishableSiteUrl({ NETLIFY: 'true', CONTEXT: 'production', SITE_URL: PLACEHOLDER_SITE_URL }),
    ).toThrow(/placeholder address https:\/\/www\.example\.com/)
    expect(() =>
      assertPublishableSiteUrl({ NETLIFY: 'true', CONTEXT: 'production', URL: 'https://agency.netlify.app' }),
    ).not.toThrow()
    expect(() => assertPublishableSiteUrl({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).not.toThrow()
  })
})
