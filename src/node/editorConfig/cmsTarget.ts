/**
 * Where the editor commits, and how it finds a draft's Deploy Preview. A Netlify build takes them from the
 * environment Netlify gives every build, so a copy of this site on another repository needs no change of code:
 * - the repository from `REPOSITORY_URL` (https://github.com/<owner>/<name>);
 * - the branch from `BRANCH` in a production build, the branch the site is published from. Other builds
 *   (Deploy Previews, branch deploys) are built from a draft's or a feature's branch, and Netlify does not say
 *   which branch that one merges into: their editor commits to the fallback's branch, as a local build does;
 * - the commit status of a Deploy Preview from `SITE_NAME`: Netlify posts `netlify/<site name>/deploy-preview`
 *   on each pull request's head (docs.netlify.com, "GitHub commit statuses"). Decap takes a status whose
 *   context is exactly that; without a site name, its own default, the first status whose context contains
 *   "deploy".
 */
export type CmsTarget = { repo: string; branch: string; previewContext?: string }

/** This site's own repository and branch: what a build outside Netlify (a laptop, the tests) uses. */
export const FALLBACK_CMS_TARGET: CmsTarget = { repo: 'exemplu-media/website', branch: 'main' }

/** `owner/name` of a GitHub repository's web address, with or without `.git`; null for any other address. */
function gitHubRepository(address: string): string | null {
  const match = /^(?:https:\/\/|git@)github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(address.trim())
  return match ? `${match[1]}/${match[2]}` : null
}

export function cmsTargetFrom(env: Record<string, string | undefined>): CmsTarget {
  if (env.NETLIFY !== 'true') return FALLBACK_CMS_TARGET
  let repo = FALLBACK_CMS_TARGET.repo
  if (env.REPOSITORY_URL) {
    const fromNetlify = gitHubRepository(env.REPOSITORY_URL)
    if (!fromNetlify) {
      throw new Error(
        `The editor commits through GitHub, but this site is built from ${env.REPOSITORY_URL} (REPOSITORY_URL), ` +
          'which is not a GitHub repository: link the site to its GitHub repository in Netlify.',
      )
    }
    repo = fromNetlify
  }
  const branch = env.CONTEXT === 'production' && env.BRANCH ? env.BRANCH : FALLBACK_CMS_TARGET.branch
  return { repo, branch, ...(env.SITE_NAME ? { previewContext: `netlify/${env.SITE_NAME}/deploy-preview` } : {}) }
}
