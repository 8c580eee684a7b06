import { http, HttpResponse } from 'msw'

/**
 * Netlify's OAuth provider as Decap's github backend meets it. The editor opens
 * `https://api.netlify.com/auth?provider=github&site_id=…&scope=repo` in a pop-up; Netlify sends the editor to
 * GitHub to approve, then to its own page, which hands the token to the window that opened it:
 * 1. the pop-up posts `authorizing:github` to its opener, to any origin;
 * 2. the opener (Decap, which checks that the message comes from api.netlify.com) posts it back;
 * 3. the pop-up answers that message's origin `authorization:github:success:{"token":…,"provider":"github"}`, or
 *    `authorization:github:error:{…}` when the log-in failed.
 * The stand-in skips GitHub's approval screen, the only step of the editor's that it leaves out.
 */

export const NETLIFY_API = 'https://api.netlify.com'

/** The page Netlify's provider ends on: the handshake above, with `outcome` as its last message. */
const handshakePage = (outcome: string) => `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Authorizing…</title>
<p>Authorizing Decap CMS…</p>
<script>
  window.addEventListener('message', (event) => window.opener.postMessage(${JSON.stringify(outcome)}, event.origin), false)
  window.opener.postMessage('authorizing:github', '*')
</script>
</html>`

/** Netlify's log-in: `token` for every editor who approves, or GitHub's refusal when `refuse` says so. */
export function netlifyLogin({ token, refuse = () => false }: { token: string; refuse?: () => boolean }) {
  return [
    http.get(`${NETLIFY_API}/auth`, ({ request }) => {
      const query = new URL(request.url).searchParams
      if (query.get('provider') !== 'github' || !query.get('site_id')) {
        return new HttpResponse('Missing provider or site_id', { status: 400 })
      }
      return HttpResponse.redirect(`${NETLIFY_API}/auth/done?provider=github`, 302)
    }),
    http.get(`${NETLIFY_API}/auth/done`, () => {
      const outcome = refuse()
        ? `authorization:github:error:${JSON.stringify({ message: 'The user has denied your application access.' })}`
        : `authorization:github:success:${JSON.stringify({ token, provider: 'github' })}`
      return HttpResponse.html(handshakePage(outcome))
    }),
  ]
}
