import { draftLanguage, openDeployPreviewsByLanguage, type DeployPreview } from '../../src/cms/deployPreviewPage'

// "View preview" on a draft of the Texts opens the page of the language the draft changes.

const deployPreview = 'https://deploy-preview-7--exemplu.netlify.app'

/** A registered backend as Decap keeps it, whose drafts change `paths`. */
function registered(paths: string[], preview: DeployPreview | null = { url: deployPreview, status: 'success' }) {
  return {
    init: () => ({
      getDeployPreview: (async () => preview) as (collection: string, slug: string) => Promise<DeployPreview | null>,
      unpublishedEntry: async () => ({ diffs: paths.map((path) => ({ path })) }),
    }),
  }
}

async function previewOf(collection: string, paths: string[], preview?: DeployPreview | null) {
  const backends = { github: registered(paths, preview) }
  openDeployPreviewsByLanguage((name) => backends[name as 'github'], ['github'], 'texts')
  return backends.github.init().getDeployPreview(collection, 'translation')
}

describe('the page a draft of the Texts opens', () => {
  it('is /en/ when the draft changes English texts only', async () => {
    expect(draftLanguage(['locales/en/translation.json'])).toBe('en')
    expect(await previewOf('texts', ['locales/en/translation.json'])).toEqual({
      url: `${deployPreview}/en/`,
      status: 'success',
    })
  })

  it('is / when it changes Romanian texts, or both languages', async () => {
    expect(draftLanguage(['locales/ro/translation.json'])).toBe('ro')
    expect(draftLanguage(['locales/en/translation.json', 'locales/ro/translation.json'])).toBe('ro')
    expect((await previewOf('texts', ['locales/ro/translation.json']))?.url).toBe(`${deployPreview}/`)
  })

  it('leaves the other collections, and a draft without a Deploy Preview yet, as the backend answers', async () => {
    expect((await previewOf('contact', ['content/contact.json']))?.url).toBe(deployPreview)
    expect(await previewOf('texts', ['locales/en/translation.json'], null)).toBeNull()
  })
})
