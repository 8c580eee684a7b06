import { FALLBACK_CMS_TARGET, cmsTargetFrom } from '../../../src/node/editorConfig/cmsTarget'

// What Netlify tells every build (REPOSITORY_URL, BRANCH, CONTEXT, SITE_NAME) decides where the editor commits.
const NETLIFY = { NETLIFY: 'true', REPOSITORY_URL: 'https://github.com/agentia-noua/site', SITE_NAME: 'agentia-noua' }

describe('where the editor commits', () => {
  it("is the code's own repository and branch outside Netlify, with Decap's default preview match", () => {
    expect(cmsTargetFrom({ REPOSITORY_URL: 'https://github.com/elsewhere/x', BRANCH: 'dev' })).toEqual(
      FALLBACK_CMS_TARGET,
    )
    expect(FALLBACK_CMS_TARGET).toEqual({ repo: 'exemplu-media/website', branch: 'main' })
  })

  it("is, on a production build, the repository and branch Netlify builds, and that site's Deploy Previews", () => {
    expect(cmsTargetFrom({ ...NETLIFY, CONTEXT: 'production', BRANCH: 'productie' })).toEqual({
      repo: 'agentia-noua/site',
      branch: 'productie',
      previewContext: 'netlify/agentia-noua/deploy-preview',
    })
  })

  it("keeps the fallback's branch on a Deploy Preview or branch deploy, built from a branch that is not published", () => {
    for (const CONTEXT of ['deploy-preview', 'branch-deploy']) {
      expect(cmsTargetFrom({ ...NETLIFY, CONTEXT, BRANCH: 'cms/contact/contact' })).toMatchObject({
        repo: 'agentia-noua/site',
        branch: FALLBACK_CMS_TARGET.branch,
      })
    }
  })

  it.each([
    ['https://github.com/agentia-noua/site.git', 'agentia-noua/site'],
    ['git@github.com:agentia-noua/site.git', 'agentia-noua/site'],
    ['https://github.com/Agentia.Noua/site-web/', 'Agentia.Noua/site-web'],
  ])('reads %s as %s', (REPOSITORY_URL, repo) => {
    expect(cmsTargetFrom({ NETLIFY: 'true', CONTEXT: 'production', REPOSITORY_URL }).repo).toBe(repo)
  })

  it('refuses a repository that is not on GitHub, naming it', () => {
    expect(() => cmsTargetFrom({ NETLIFY: 'true', REPOSITORY_URL: 'https://gitlab.com/agentia/site' })).toThrow(
      'https://gitlab.com/agentia/site (REPOSITORY_URL), which is not a GitHub repository',
    )
  })

  it("leaves Decap's default preview match when Netlify names no site", () => {
    expect(cmsTargetFrom({ NETLIFY: 'true', CONTEXT: 'production' })).not.toHaveProperty('previewContext')
  })
})
