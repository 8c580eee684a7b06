import path from 'node:path'
import type { IAdapter } from 'gatsby'
import { editModeFrom } from './buildMode'
import { GENERATED_DIR } from './generatedDir'

/** The folder Netlify's build image keeps from one build to the next (the one gatsby-adapter-netlify uses). */
export const NETLIFY_BUILD_CACHE = '/opt/build/cache'

/**
 * Where the Gatsby cache is kept between builds: NETLIFY_CACHE_DIR when set (a local run of Netlify's build
 * runner, given the folder it was given with --cacheDir), else Netlify's own cache folder on Netlify. Anywhere
 * else there is none: a local build keeps its .cache where it is, and copying it would only cost time. A build
 * with edit mode has a folder of its own inside it, `edit-mode`.
 */
export function cacheFolder(env: NodeJS.ProcessEnv): string | undefined {
  const folder = env.NETLIFY_CACHE_DIR || (env.NETLIFY === 'true' ? NETLIFY_BUILD_CACHE : undefined)
  // Builds with the page's edit mode (previews) keep theirs apart: a production build never starts from
  // their public/ (src/node/buildMode.ts).
  return folder && editModeFrom(env) ? path.join(folder, 'edit-mode') : folder
}

/** What the adapter keeps: the directories Gatsby names, and the project's own. */
const kept = (directories: string[]) => [...directories, GENERATED_DIR]

/**
 * Our adapter for Netlify. It keeps Gatsby's cache between builds, as gatsby-adapter-netlify does, so that a
 * publish rebuilds warm instead of redoing every image, and the project's own generated folder with it (the
 * editor's webpack cache). It does nothing else: Gatsby's own adapter renames index.html to [...].html and
 * writes _headers and _redirects of its own, while netlify.toml (and the _headers this build writes) must stay
 * the only source of rules.
 */
export function netlifyAdapter(env: NodeJS.ProcessEnv = process.env): IAdapter {
  return {
    name: 'netlify-cache (netlify.toml serves the site)',
    cache: {
      async restore({ directories, reporter }) {
        const cacheDir = cacheFolder(env)
        if (!cacheDir) return false
        const restored = await (await import('@netlify/cache-utils')).restore(kept(directories), { cacheDir })
        reporter.info(
          restored
            ? `Restored Gatsby's cache (${kept(directories).join(', ')}) from the last build`
            : 'No Gatsby cache from an earlier build: this build starts cold',
        )
        return restored
      },
      async store({ directories, reporter }) {
        const cacheDir = cacheFolder(env)
        if (!cacheDir) return
        const stored = await (await import('@netlify/cache-utils')).save(kept(directories), { cacheDir })
        reporter.info(
          stored
            ? `Stored Gatsby's cache (${kept(directories).join(', ')}) for the next build`
            : 'No Gatsby cache to store',
        )
      },
    },
    adapt: () => {},
  }
}
