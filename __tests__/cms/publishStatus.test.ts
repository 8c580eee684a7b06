import { createHash } from 'node:crypto'
import { screen } from '@testing-library/react'
import { gitBlobId } from '../../src/lib/content/contentVersion'
import { FILE_FORMATS } from '../../src/lib/content/jsonFile'
import { LIMIT_OVERRIDE, PUBLISH_LIMIT_MS, followPublishes } from '../../src/cms/publishStatus'

// After Publish, the editor reads the site's content version (/content-version.json) until the site was built
// from what it published. Decap's events, the site's answers and the clock are the test's own.

const CONTACT = { $schema: './schemas/contact.schema.json', firstname: 'Exemplu Media', phone: '+40 31 555 0123' }
const contactEntry = { collection: 'contact', slug: 'contact', path: 'content/contact.json', data: CONTACT, i18n: {} }
const PORTFOLIO = { $schema: './schemas/portfolio.schema.json', sites: [] }
const portfolioEntry = {
  collection: 'portfolio',
  slug: 'portfolio',
  path: 'content/portfolio.json',
  data: PORTFOLIO,
  i18n: {},
}
const OLD_ID = '0'.repeat(40)
const DEPLOYS = 'https://app.netlify.com/sites/exemplu/deploys'

type Handler = (data: { entry: { toJS(): unknown } }) => void

let handlers: Record<string, Handler>
/** The content version the site serves: the files by path, and whether Netlify built it. */
let served: { files: Record<string, string>; deploys?: string }
/** When the site first answered with the published version. */
let answeredNew: number | undefined

async function startEditor() {
  handlers = {}
  followPublishes(window, 'ro', ({ name, handler }) => {
    handlers[name] = handler
  })
  await jest.advanceTimersByTimeAsync(0)
}

async function publish(entry: object, commitMs = 1_000) {
  const data = { entry: { toJS: () => entry } }
  handlers.prePublish(data)
  await jest.advanceTimersByTimeAsync(commitMs)
  handlers.postPublish(data)
  await jest.advanceTimersByTimeAsync(0)
}

const idOf = async (data: object, format = FILE_FORMATS.contact) => gitBlobId(format.toFile(data))
const status = () => screen.getByRole('status')

beforeAll(() => {
  // SHA-1 as Web Crypto gives it, but at once: Node's own Web Crypto answers from another thread, at a moment
  // the test's clock does not rule.
  const digest = async (_algorithm: string, data: Uint8Array) =>
    Uint8Array.from(createHash('sha1').update(data).digest()).buffer
  Object.defineProperty(globalThis, 'crypto', { value: { subtle: { digest } }, configurable: true })
})

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2025, 5, 3, 14, 31, 0) })
  document.body.replaceChildren()
  sessionStorage.clear()
  delete (window as unknown as Record<string, unknown>)[LIMIT_OVERRIDE]
  served = { files: { 'content/contact.json': OLD_ID, 'content/portfolio.json': OLD_ID } }
  answeredNew = undefined
  // What the editor reads of an answer (jsdom has no Response).
  window.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => JSON.parse(JSON.stringify(served)) as unknown,
  })) as unknown as typeof fetch
})

afterEach(() => {
  // The editor of this test looks at the site no more.
  jest.clearAllTimers()
  jest.useRealTimers()
})

/** Serves, from now on, a build that holds `files`, and notes when the editor first reads it. */
function rebuild(files: Record<string, string>) {
  served = { ...served, files: { ...served.files, ...files } }
  const read = window.fetch as jest.Mock
  const earlier = read.getMockImplementation()!
  read.mockImplementation(async (...args: Parameters<typeof fetch>) => {
    answeredNew ??= Date.now()
    return earlier(...args)
  })
}

describe('after Publish', () => {
  it('says nothing before a publish', async () => {
    await startEditor()
    expect(status()).toHaveTextContent(/^$/)
    expect(window.fetch).not.toHaveBeenCalled()
  })

  it('says „Se publică…” until the site is built from the published file, then since when and after how long', async () => {
    await startEditor()
    await publish(contactEntry)
    expect(status()).toHaveTextContent('Se publică… De obicei, site-ul arată modificarea în circa un minut.')
    await jest.advanceTimersByTimeAsync(60_000)
    expect(status()).toHaveTextContent(/^Se publică…/)

    rebuild({ 'content/contact.json': await idOf(CONTACT) })
    await jest.advanceTimersByTimeAsync(15_000)
    // Publish was pressed at 14:31:00; the editor saw the new build at its last look.
    const seconds = Math.round((answeredNew! - new Date(2025, 5, 3, 14, 31, 0).getTime()) / 1000)
    expect(seconds).toBeGreaterThanOrEqual(61)
    expect(status()).toHaveTextContent(`Modificarea este pe site de la 14:32, după 1 min ${seconds - 60} s.`)
    expect(screen.getByRole('button', { name: 'Închide' })).toBeVisible()
  })

  it('stops reading the site once the change is on it', async () => {
    served.files['content/contact.json'] = await idOf(CONTACT)
    await startEditor()
    await publish(contactEntry)
    await jest.advanceTimersByTimeAsync(2_000)
    expect(status()).toHaveTextContent(/^Modificarea este pe site de la 14:31, după 3 s\.$/)
    // Never from a cache.
    expect(window.fetch).toHaveBeenCalledWith('/content-version.json', { cache: 'no-store' })
    const reads = (window.fetch as jest.Mock).mock.calls.length
    await jest.advanceTimersByTimeAsync(PUBLISH_LIMIT_MS)
    expect((window.fetch as jest.Mock).mock.calls).toHaveLength(reads)
  })

  it("says plainly, at the limit, that the site does not show the change, and links to the site's deploys", async () => {
    served.deploys = DEPLOYS
    await startEditor()
    await publish(contactEntry)
    await jest.advanceTimersByTimeAsync(PUBLISH_LIMIT_MS - 1_001)
    expect(status()).toHaveTextContent(/^Se publică…/)
    await jest.advanceTimersByTimeAsync(1)
    expect(status()).toHaveTextContent(
      'Modificarea nu este pe site nici după 5 min: site-ul nu s-a reconstruit încă sau reconstruirea a eșuat. ' +
        'Vezi deploy-urile site-ului pe Netlify.',
    )
    expect(screen.getByRole('link', { name: 'deploy-urile site-ului pe Netlify' })).toHaveAttribute('href', DEPLOYS)

    // A build that comes late is still seen.
    rebuild({ 'content/contact.json': await idOf(CONTACT) })
    await jest.advanceTimersByTimeAsync(15_000)
    expect(status()).toHaveTextContent(/^Modificarea este pe site de la 14:36, după 5 min \d+ s\.$/)
  })

  it('takes a shorter limit from the documented hook, and names the terminal of npm run cms on this machine', async () => {
    ;(window as unknown as Record<string, unknown>)[LIMIT_OVERRIDE] = 3_000
    await startEditor()
    await publish(contactEntry)
    await jest.advanceTimersByTimeAsync(2_000)
    expect(status()).toHaveTextContent(
      'Modificarea nu este pe site nici după 3 s: site-ul nu s-a reconstruit încă sau reconstruirea a eșuat. ' +
        'Vezi ce scrie în terminalul în care rulează npm run cms.',
    )
  })

  it('speaks of several publishes in a row together, until each is on the site', async () => {
    await startEditor()
    await publish(contactEntry)
    await publish(portfolioEntry)
    expect(status()).toHaveTextContent(/^Se publică 2 modificări…/)
    rebuild({ 'content/contact.json': await idOf(CONTACT) })
    await jest.advanceTimersByTimeAsync(20_000)
    expect(status()).toHaveTextContent(/^Se publică 2 modificări…/)
    rebuild({ 'content/portfolio.json': await idOf(PORTFOLIO, FILE_FORMATS.portfolio) })
    await jest.advanceTimersByTimeAsync(15_000)
    expect(status()).toHaveTextContent(/^Cele 2 modificări sunt pe site de la 14:31, după \d+ s\.$/)
  })

  it('carries on after the editor is reloaded, and is gone once closed', async () => {
    await startEditor()
    await publish(contactEntry)
    document.body.replaceChildren()
    await startEditor()
    expect(status()).toHaveTextContent(/^Se publică…/)
    rebuild({ 'content/contact.json': await idOf(CONTACT) })
    await jest.advanceTimersByTimeAsync(15_000)
    expect(status()).toHaveTextContent(/^Modificarea este pe site/)

    screen.getByRole('button', { name: 'Închide' }).click()
    expect(status()).toHaveTextContent(/^$/)
    expect(screen.queryByRole('button', { name: 'Închide' })).toBeNull()
    document.body.replaceChildren()
    await startEditor()
    expect(status()).toHaveTextContent(/^$/)
  })
})
