import { readFileSync } from 'node:fs'
import path from 'node:path'
import { editModeWords } from '../../src/lib/editMode/editModeWords'
import { LANGUAGE_RECORDS } from '../../src/lib/i18n/languages'
import { siteAnswering } from '../../scripts/startSite.mts'
import { projectCopy, type ProjectCopy } from '../support/projectCopy'
import { EDITOR_UI } from './support/editorWorkflow'
import { expect, portAfterSite, test } from './fixtures'

// Every kind of build Netlify makes of the site: production, a Deploy Preview (an editor's draft) and a branch
// deploy, each as Netlify starts it: a copy of what git tracks with nothing of an earlier build (no .cache/,
// public/ or generated/, an empty build cache), built by Netlify's own build runner (offline) with the variables
// Netlify sets for that context, then served by netlify.toml's and the build's own rules. A change that breaks
// one context's build fails here, whatever the others do: a check of Decap's patches once failed every preview's
// build while production and every test built.

/** The site as Netlify knows it: the variables every build of it gets. */
const SITE = 'https://exemplu-media.netlify.app'
const SITE_VARIABLES = {
  NETLIFY: 'true',
  URL: SITE,
  SITE_NAME: 'exemplu-media',
  SITE_ID: '5b0f0c4e-0000-4000-8000-000000000000',
  REPOSITORY_URL: 'https://github.com/exemplu-media/agency-site',
}

/**
 * Each context with the branch it builds; Netlify's runner sets CONTEXT, BRANCH, HEAD, COMMIT_REF and the deploy's
 * addresses from them, and the variables a pull request adds are given as Netlify gives them.
 */
const CONTEXTS = [
  { context: 'production', branch: 'main', variables: {} },
  { context: 'deploy-preview', branch: 'cms/contact/contact', variables: { PULL_REQUEST: 'true', REVIEW_ID: '12' } },
  { context: 'branch-deploy', branch: 'feature/services', variables: {} },
] as const

const COMPANY = (JSON.parse(readFileSync('content/contact.json', 'utf8')) as { firstname: string }).firstname

test.use({ viewport: { width: 1280, height: 900 } })

for (const [index, { context, branch, variables }] of CONTEXTS.entries()) {
  const preview = context !== 'production'
  const port = portAfterSite(50 + index)
  const served = `http://localhost:${port}`

  test.describe(`a ${context} build`, () => {
    test.describe.configure({ mode: 'serial', timeout: 60_000 })
    let copy: ProjectCopy
    let build: { status: number | null; output: string }
    let stopSite: (() => void) | undefined

    test.beforeAll(async () => {
      test.setTimeout(600_000)
      copy = projectCopy(`netlify-${context}`)
      const cacheDir = copy.file('.netlify-build-cache')
      build = copy.run(
        path.resolve('node_modules/.bin/netlify-build'),
        ['--offline', `--context=${context}`, `--branch=${branch}`, `--cacheDir=${cacheDir}`],
        { ...process.env, ...SITE_VARIABLES, ...variables, NETLIFY_CACHE_DIR: cacheDir },
        { timeoutMs: 540_000 },
      )
      if (build.status === 0) stopSite = await siteAnswering(port, { root: copy.root })
    })

    test.afterAll(() => {
      stopSite?.()
      copy?.cleanUp()
    })

    test('builds from a cold start with the variables Netlify sets', () => {
      // Gatsby's errors, from the first: what follows them is its stack in the compiled gatsby-node.
      const errors = build.output.slice(build.output.search(/ERROR|error /)).slice(0, 3000)
      expect({ status: build.status, errors: build.status === 0 ? '' : errors }).toEqual({ status: 0, errors: '' })
      expect(build.output).toContain('No Gatsby cache from an earlier build: this build starts cold')
      expect(build.output).toContain("Stored Gatsby's cache")
    })

    for (const { code, path: pagePath } of LANGUAGE_RECORDS) {
      test(`serves the page in ${code} at ${pagePath}, ${preview ? 'with' : 'without'} edit mode`, async ({ page }) => {
        const response = await page.goto(`${served}${pagePath}`)
        expect(response?.status()).toBe(200)
        expect(response?.headers()['content-security-policy']).toContain("default-src 'none'")
        await expect(page.locator('html')).toHaveAttribute('lang', code)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMPANY)
        // Search engines are sent to the site's own address, from every build of it.
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${pagePath}`)
        // Edit mode links the page's pieces to their fields in the editor, on previews only.
        const editable = page.locator('[data-cms-field]')
        if (preview) await expect(editable.first()).toBeAttached()
        else await expect(editable).toHaveCount(0)
      })
    }

    if (preview) {
      test("its /admin/ holds no editor: it sends the editor to the production site's, at the same field", async ({
        page,
      }) => {
        // The production site's editor, stood in for: this test is about where the preview sends the editor.
        await page
          .context()
          .route(`${SITE}/**`, (route) =>
            route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Editor</title>' }),
          )
        const link = '/admin/?field=phone&locale=ro#/collections/contact/entries/contact'
        await page.goto(`${served}${link}`)
        await page.waitForURL(`${SITE}${link}`)
        expect((await page.request.get(`${served}/admin/config.yml`)).status()).toBe(404)
      })

      for (const { code, path: pagePath } of LANGUAGE_RECORDS) {
        test(`in edit mode, the phone number on ${pagePath} opens the production site's editor at its field, in ${code}`, async ({
          page,
        }) => {
          await page
            .context()
            .route(`${SITE}/admin/**`, (route) =>
              route.fulfill({ contentType: 'text/html', body: '<title>Editor</title>' }),
            )
          await page.goto(`${served}${pagePath}`)
          await page.getByRole('button', { name: editModeWords(code).edit, exact: true }).click()
          await page.locator('[data-cms-field="contact/contact/phone"]').first().click()
          await page.waitForURL(`${SITE}/admin/?field=phone&locale=${code}#/collections/contact/entries/contact`)
        })
      }
    } else {
      test('its /admin/ is the editor, committing to the repository and branch Netlify names', async ({ page }) => {
        await page.goto(`${served}/admin/`)
        await expect(page.getByRole('button', { name: EDITOR_UI.loginWithGitHub })).toBeVisible()
        const config = await (await page.request.get(`${served}/admin/config.yml`)).text()
        expect(config).toMatch(/^ {2}repo: exemplu-media\/agency-site$/m)
        expect(config).toMatch(/^ {2}branch: main$/m)
      })
    }
  })
}
