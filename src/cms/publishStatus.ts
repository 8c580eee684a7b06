import {
  CONTENT_VERSION_PATH,
  gitBlobId,
  holdsFiles,
  readContentVersion,
  type ContentVersion,
} from '../lib/content/contentVersion'
import { publishedFiles, type PublishedEntry } from '../lib/editor/publishedFiles'
import type { UiLanguage } from '../lib/editor/uiLanguage'
import {
  PUBLISH_STATUS_WORDS,
  publishMessage,
  type BuildLog,
  type PublishMessage,
  type PublishSummary,
} from './publishStatusWords'
import { footCard } from './editorStyles'
import { PUBLISH_STATUS_CSS } from './publishStatusStyle'

/**
 * After Publish, the editor says when the site shows the change. Publishing commits to the site's branch, and
 * the site is then rebuilt (by Netlify, or by `npm run cms` on this machine): the build writes the version of
 * each content file it was made from (CONTENT_VERSION_PATH), and the editor reads that file from its own origin
 * until it names the files just published, each with the git id of the text Decap wrote. Then it says since when
 * and how long after Publish; after PUBLISH_LIMIT_MS, that the site does not show it and where to look. It
 * speaks in a status region of its own, outside Decap's interface, which stays as the editor goes from page to
 * page; what it follows is kept for the tab's session, so that a reload (entrySwitch.ts) carries on.
 */

/** How long a rebuild may take before the editor says the change is not on the site: Netlify's take about one. */
export const PUBLISH_LIMIT_MS = 5 * 60_000
/**
 * A test shortens the limit by setting this property of the editor's window, in ms, before the editor starts
 * (Playwright's `addInitScript`): no test waits five minutes.
 */
export const LIMIT_OVERRIDE = 'editorPublishLimitMs'
/** After the limit the editor still looks, less often, until the change is this old; then it stops. */
const LOOK_FOR_MS = 30 * 60_000
/** The first look comes this soon after Publish; each wait is then half as long again, up to LONGEST_WAIT_MS. */
const FIRST_WAIT_MS = 2_000
const LONGEST_WAIT_MS = 15_000

const STORAGE_KEY = 'editor-publishes'

/** One publish: when Publish was pressed, its files (path: git id), and when the site was seen to hold them. */
export type Publish = { at: number; files: Record<string, string>; liveAt?: number }

/** What to say of `publishes` at `now`: on their way, all on the site, or not on the site within `limitMs`. */
export function summarize(
  publishes: readonly Publish[],
  now: number,
  limitMs: number,
  builds: BuildLog,
): PublishSummary | null {
  if (publishes.length === 0) return null
  const changes = publishes.length
  const waiting = publishes.filter((publish) => publish.liveAt === undefined)
  if (waiting.some((publish) => now - publish.at < limitMs)) return { state: 'publishing', changes }
  if (waiting.length > 0) return { state: 'late', changes: waiting.length, afterMs: limitMs, builds }
  const liveAt = Math.max(...publishes.map((publish) => publish.liveAt ?? 0))
  const lastAt = Math.max(...publishes.map((publish) => publish.at))
  return { state: 'live', changes, since: new Date(liveAt), afterMs: Math.max(0, liveAt - lastAt) }
}

/** Where the builds are seen: the deploys the site's build named, else this machine's `npm run cms`. */
const buildLog = (version: ContentVersion | null): BuildLog =>
  version?.deploys ? { netlify: version.deploys } : 'local'

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

function remembered(storage: Storage | undefined): Publish[] {
  try {
    const publishes: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(publishes) ? (publishes as Publish[]) : []
  } catch {
    return []
  }
}

function remember(storage: Storage | undefined, publishes: readonly Publish[]) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(publishes))
  } catch {
    // Storage refused (private windows): the status holds until the editor is reloaded.
  }
}

/** The status region: a card at the foot of the window, empty and invisible until a publish. */
function statusRegion(document: Document, language: UiLanguage, close: () => void) {
  const words = PUBLISH_STATUS_WORDS[language]
  const card = footCard(document, 'section', { id: 'cms-publish-status-styles', css: PUBLISH_STATUS_CSS })
  card.classList.add('cms-publish-status')
  card.setAttribute('aria-label', words.region)
  card.dataset.state = ''
  const status = document.createElement('p')
  status.setAttribute('role', 'status')
  const closeButton = document.createElement('button')
  closeButton.type = 'button'
  closeButton.textContent = words.close
  closeButton.addEventListener('click', close)
  card.append(status)
  document.body.append(card)
  return (message: PublishMessage | null, state: PublishSummary['state'] | undefined, settled: boolean) => {
    card.dataset.state = state ?? ''
    const parts: (string | Node)[] = [message?.text ?? '']
    if (message?.link) {
      const [before, after] = message.text.split(message.link.text)
      const link = document.createElement('a')
      link.href = message.link.href
      link.target = '_blank'
      link.rel = 'noopener noreferrer'
      link.textContent = message.link.text
      parts.splice(0, 1, before, link, after)
    }
    status.replaceChildren(...parts)
    if (settled) card.append(closeButton)
    else closeButton.remove()
  }
}

type EventListener = { name: 'prePublish' | 'postPublish'; handler: (data: { entry: { toJS(): unknown } }) => void }

/**
 * Follows each publish made in `window`'s editor until the site shows it, and says so in the interface's
 * language. `register` is Decap's `CMS.registerEventListener`.
 */
export function followPublishes(window: Window, language: UiLanguage, register: (listener: EventListener) => void) {
  const { document } = window
  const storage = (() => {
    try {
      return window.sessionStorage
    } catch {
      return undefined
    }
  })()
  const limitMs = Number((window as unknown as Record<string, unknown>)[LIMIT_OVERRIDE]) || PUBLISH_LIMIT_MS
  let publishes = remembered(storage)
  let builds: BuildLog = 'local'
  let wait = FIRST_WAIT_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  const pressed = new Map<string, number>()

  const show = statusRegion(document, language, () => {
    publishes = []
    remember(storage, publishes)
    update()
  })

  const waiting = (now: number) =>
    publishes.filter((publish) => publish.liveAt === undefined && now - publish.at < LOOK_FOR_MS)

  function update() {
    const now = Date.now()
    const summary = summarize(publishes, now, limitMs, builds)
    show(summary && publishMessage(summary, language), summary?.state, !!summary && summary.state !== 'publishing')
  }

  async function look() {
    timer = undefined
    const version = await fetch(CONTENT_VERSION_PATH, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
      .then(readContentVersion)
      .catch(() => null)
    const now = Date.now()
    if (version) {
      builds = buildLog(version)
      for (const publish of publishes)
        if (publish.liveAt === undefined && holdsFiles(version, publish.files)) publish.liveAt = now
      remember(storage, publishes)
    }
    update()
    lookLater(now)
  }

  /** The next look: after the current wait, grown by half, or at the limit of a change, to speak of it then. */
  function lookLater(now: number) {
    const followed = waiting(now)
    if (timer !== undefined || followed.length === 0) return
    const limits = followed.map((publish) => publish.at + limitMs - now).filter((untilLimit) => untilLimit > 0)
    timer = setTimeout(() => void look(), Math.min(wait, ...limits))
    wait = Math.min(wait * 1.5, LONGEST_WAIT_MS)
  }

  async function follow(entry: PublishedEntry) {
    const key = `${entry.collection}/${entry.slug}`
    const at = pressed.get(key) ?? Date.now()
    pressed.delete(key)
    const texts = publishedFiles(entry)
    if (!texts) return
    const files = Object.fromEntries(
      await Promise.all(Object.entries(texts).map(async ([path, text]) => [path, await gitBlobId(text)] as const)),
    )
    // A publish after the last ones all ended starts the status afresh.
    if (waiting(Date.now()).length === 0) publishes = []
    publishes.push({ at, files })
    remember(storage, publishes)
    wait = FIRST_WAIT_MS
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    update()
    lookLater(Date.now())
  }

  const entryOf = (data: { entry: { toJS(): unknown } }) => data.entry.toJS() as PublishedEntry
  // The time Publish was pressed: Decap runs prePublish before it commits, postPublish once it has.
  register({
    name: 'prePublish',
    handler: (data) => {
      const entry = entryOf(data)
      pressed.set(`${entry.collection}/${entry.slug}`, Date.now())
    },
  })
  register({ name: 'postPublish', handler: (data) => void follow(entryOf(data)) })
  update()
  lookLater(Date.now())
}
