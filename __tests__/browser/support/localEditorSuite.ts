import { rm } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { EDITOR_UI, git, publishNow, recordedStatus, repositoryCopy, setStatus, type Press } from './editorWorkflow'
import { startCms } from './localEditorProcess'

type LocalEditorOptions = {
  sitePort: number
  backendPort: number
  /**
   * Serve the copy's own site, rebuilt after each publish as for a developer, instead of this folder's: it
   * starts from this folder's last build, so the one build is the rebuild. That build is `npm run cms`'s, with
   * edit mode: after a build without it, it starts afresh (src/node/buildMode.ts).
   */
  rebuildsCopy?: boolean
  /** The copy starts from this folder's last build, for a test that builds it (`rebuildsCopy` does). */
  withLastBuild?: boolean
}

/**
 * `npm run cms` over a copy of the repository for the tests of one file or describe block: the copy made and
 * the editor started before them, both gone after. `started` receives the copy's folder.
 */
export function useLocalEditor(prefix: string, options: LocalEditorOptions, started: (repository: string) => void) {
  let repository = ''
  let stop: (() => void) | undefined
  test.beforeAll(async () => {
    repository = repositoryCopy(prefix, {
      withLastBuild: options.withLastBuild || options.rebuildsCopy,
    })
    started(repository)
    stop = await startCms({
      sitePort: options.sitePort,
      backendPort: options.backendPort,
      repositoryDir: repository,
      ...(options.rebuildsCopy ? { cwd: repository } : {}),
    })
  })
  test.afterAll(async () => {
    stop?.()
    await rm(repository, { recursive: true, force: true })
  })
}

/**
 * Publishes the draft open in the editor (on `branch`): Ready, then, once decap-server has recorded it (it
 * refuses a publish asked for before), Publish now; waits until main has moved and the editor says so. Its
 * controls are clicked, or pressed as `press` does.
 */
export async function publishOpenDraft(page: Page, repository: string, branch: string, press?: Press) {
  await setStatus(page, 'ready', press)
  await expect.poll(() => recordedStatus(repository, branch), { timeout: 20_000 }).toBe('decap-cms/pending_publish')
  const before = await git(repository, 'rev-parse', 'main')
  await publishNow(page, press)
  await expect.poll(() => git(repository, 'rev-parse', 'main'), { timeout: 20_000, intervals: [50] }).not.toBe(before)
  await expect(page.getByText(EDITOR_UI.entryPublished)).toBeVisible()
}
