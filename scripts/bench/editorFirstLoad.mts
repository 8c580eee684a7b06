// The editor's first load: everything /admin/ fetches until its log-in screen is drawn and the network is
// quiet, each response's body counted gzipped at zlib's default level (the local server's compression), so
// that the figure depends on the files alone, not on headers or on timing. The browser test that gates it
// (admin.spec.ts) and `npm run bench` (with Node's own TypeScript support) both measure it here.
import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'

/** The deployed editor's log-in button (the github backend), in the interface's default language. */
export const GITHUB_LOGIN = 'Autentifică-te cu GitHub'

export type FirstLoad = { files: { path: string; gzipBytes: number }[]; gzipBytes: number }

/** Whether a response only sends the browser elsewhere: its body, if any, is not used. */
const isRedirect = (response: Response) => response.status() >= 300 && response.status() < 400

/** Opens `url` (a site's /admin/) in `page`: what it fetched, each response's path and gzipped size, and the sum. */
export async function editorFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const responses: Response[] = []
  const collect = (response: Response) => responses.push(response)
  page.on('response', collect)
  await page.goto(url)
  await page.getByRole('button', { name: GITHUB_LOGIN }).waitFor()
  await page.waitForLoadState('networkidle')
  page.off('response', collect)
  const files = await Promise.all(
    responses.map(async (response) => ({
      path: new URL(response.url()).pathname,
      gzipBytes: isRedirect(response) ? 0 : gzipSync(await response.body()).length,
    })),
  )
  return { files, gzipBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) }
}
