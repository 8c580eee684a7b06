import type { BrowserContext } from '@playwright/test'
import { getResponse, type RequestHandler } from 'msw'

/**
 * Answers a browser context's requests to GitHub's API and to Netlify's log-in with `handlers`, in the test's
 * own process, pop-ups included. The browser sends them to https://api.github.com and https://api.netlify.com as
 * the deployed editor does: its configuration and its policy are the ones the site serves.
 */
export async function answerWith(context: BrowserContext, handlers: RequestHandler[]) {
  await context.route(/^https:\/\/api\.(github|netlify)\.com\//, async (route) => {
    const sent = route.request()
    const posted = sent.postDataBuffer()
    const body = posted && !['GET', 'HEAD'].includes(sent.method()) ? new Uint8Array(posted) : undefined
    const request = new Request(sent.url(), { method: sent.method(), headers: sent.headers(), body })
    const response = await getResponse(handlers, request)
    if (!response) return route.abort('connectionrefused')
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    })
  })
}
