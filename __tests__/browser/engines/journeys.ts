import assert from 'node:assert/strict'
import type { Driver } from './driver'
import type { Collected } from './inPage'
import { vcardPath } from '../../../src/lib/contact/contactVCard'
import { LANGUAGE_RECORDS, languageRecord } from '../../../src/lib/i18n/languages'
import { LINKED_SECTIONS } from '../../../src/lib/sections'
import { languageButtonName, linkName, pageTexts } from '../pageTexts'

/** Waits are generous (a busy two-core machine); what they wait for is exact. */
const WAIT_MS = 30_000

type Journal = Omit<Collected, 'blobs'>
type Scope = { __journey: Collected }

/**
 * What the page showed instead: its address and its alerts, among them the editor's notifications (an error
 * Decap reported, a save it refused).
 */
const pageState = () => ({
  address: location.pathname + location.hash,
  alerts: [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent?.trim()).filter(Boolean),
})

/**
 * Polls a condition in the page until it holds, for up to WAIT_MS; fails naming it, its last value and what the
 * page showed.
 */
export async function waitFor<Args extends unknown[]>(
  driver: Driver,
  what: string,
  condition: (...args: Args) => unknown,
  ...args: Args
) {
  const deadline = Date.now() + WAIT_MS
  let last: unknown
  while (Date.now() < deadline) {
    last = await driver.evaluate(condition, ...args)
    if (last) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const shown = await driver.evaluate(pageState).catch((error: Error) => `unreadable (${error.message})`)
  assert.fail(
    `waited ${WAIT_MS / 1000} s for ${what}; last seen: ${JSON.stringify(last)}; the page: ${JSON.stringify(shown)}`,
  )
}

/** Opens a path and waits until React has hydrated it (the language list becomes a menu only then). */
async function open(driver: Driver, path: string) {
  await driver.goto(path)
  await hydrated(driver)
}

const hydrated = (driver: Driver) =>
  waitFor(driver, 'the page to hydrate', () => document.querySelector('ul[role="menu"]') !== null)

export const journal = (driver: Driver) =>
  driver.evaluate((): Journal => {
    const { errors, violations, scrollPositions } = (window as unknown as Scope).__journey
    return { errors, violations, scrollPositions }
  })

/** The page's language and path, once they are `lang` and `path`. */
const arrivesAt = (driver: Driver, lang: string, path: string) =>
  waitFor(
    driver,
    `${path} in ${lang}`,
    (lang, path) =>
      document.documentElement.lang === lang && location.pathname === path && document.readyState === 'complete',
    lang,
    path,
  )

const activeLinks = (driver: Driver) =>
  driver.evaluate(() =>
    [...document.querySelectorAll('nav a[aria-current="location"]')].map((link) => link.textContent),
  )

async function scrollTo(driver: Driver, y: 'portfolio' | 'bottom' | 'top') {
  await driver.evaluate((y) => {
    const top = {
      portfolio: document.getElementById('portfolio')!.offsetTop,
      bottom: document.body.scrollHeight,
      top: 0,
    }[y]
    window.scrollTo({ top, behavior: 'instant' })
  }, y)
}

const activeLinkIs = (driver: Driver, name: string) =>
  waitFor(
    driver,
    `${name} to be the active link`,
    (name) => {
      const links = [...document.querySelectorAll('nav a[aria-current="location"]')]
      return links.length === 1 && links[0].textContent === name
    },
    name,
  )

export type Journey = { name: string; run(driver: Driver): Promise<void> }

/**
 * The visitor's journeys. Every one ends with no console error, no uncaught error and no Content-Security-
 * Policy violation in the page it ends on.
 */
export const journeys: Journey[] = [
  {
    name: 'the page hydrates, in every language',
    async run(driver) {
      for (const { code, path } of LANGUAGE_RECORDS) {
        await open(driver, path)
        await arrivesAt(driver, code, path)
        const { errors, violations } = await journal(driver)
        assert.deepEqual({ errors, violations }, { errors: [], violations: [] }, path)
      }
    },
  },
  {
    name: 'the language menu switches to English, remembers it across a reload, and a junk value falls back to Romanian',
    async run(driver) {
      await open(driver, '/')
      await driver.click('button', languageButtonName('ro'))
      await driver.click('menuitemradio', languageRecord('en').name)
      await arrivesAt(driver, 'en', '/en/')
      assert.equal(await driver.evaluate(() => localStorage.getItem('lang')), 'en')
      await driver.reload()
      await hydrated(driver)
      await arrivesAt(driver, 'en', '/en/')
      await driver.goto('/')
      await arrivesAt(driver, 'en', '/en/')
      await hydrated(driver)
      await driver.evaluate(() => localStorage.setItem('lang', 'klingon'))
      await open(driver, '/')
      await arrivesAt(driver, 'ro', '/')
    },
  },
  {
    name: 'scroll-spy marks the section in view',
    async run(driver) {
      const [home, portfolio, contact] = (['home', 'portfolio', 'contact'] as const).map((id) => linkName('en', id))
      await open(driver, '/en/')
      await activeLinkIs(driver, home)
      await scrollTo(driver, 'portfolio')
      await activeLinkIs(driver, portfolio)
      await scrollTo(driver, 'bottom')
      await activeLinkIs(driver, contact)
      await scrollTo(driver, 'top')
      await activeLinkIs(driver, home)
      assert.deepEqual(await activeLinks(driver), [home])
    },
  },
  {
    name: 'a #contact link lands at once, with Contact active',
    async run(driver) {
      await open(driver, '/#contact')
      // The page turns smooth scrolling on once it has arrived at its hash.
      await waitFor(driver, 'smooth scrolling to be turned on', () =>
        document.documentElement.classList.contains('smooth-scroll'),
      )
      await activeLinkIs(driver, linkName('ro', 'contact'))
      const { final, top } = await driver.evaluate(() => ({
        final: window.scrollY,
        top: document.getElementById('contact')!.getBoundingClientRect().top,
      }))
      assert.ok(final > 0, 'the page scrolled')
      assert.ok(Math.abs(top) <= 1, `the contact section's top stands at ${top} px`)
      // A jump lands at once (layout may settle by a pixel); a smooth scroll passes through the page on its way.
      const { scrollPositions } = await journal(driver)
      const onTheWay = scrollPositions.filter((position) => Math.abs(position - final) > 2)
      assert.deepEqual(onTheWay, [], 'scroll positions on the way to the section')
    },
  },
  {
    name: '"Add to contacts" gives the same bytes as the static vCard',
    async run(driver) {
      await open(driver, '/')
      await driver.click('link', pageTexts('ro').contact_button_add_contact)
      await waitFor(driver, 'the card as a Blob', () => (window as unknown as Scope).__journey.blobs.length === 1)
      const { built, file } = await driver.evaluate(async (card) => {
        const bytes = async (body: Blob | Response) => Array.from(new Uint8Array(await body.arrayBuffer()))
        return {
          built: await bytes((window as unknown as Scope).__journey.blobs[0]),
          file: await bytes(await fetch(card)),
        }
      }, vcardPath('ro'))
      assert.ok(file.length > 0, 'the static vCard has bytes')
      assert.deepEqual(Buffer.from(built).toString('utf8'), Buffer.from(file).toString('utf8'))
      assert.deepEqual(built, file)
    },
  },
  {
    name: 'on a phone (390 px) the top bar is one row',
    async run(driver) {
      await open(driver, '/')
      await driver.emulatePhone()
      const layout = await driver.evaluate(() => {
        const box = (element: Element) => {
          const { top, bottom, left, right } = element.getBoundingClientRect()
          return { top, bottom, left, right }
        }
        const bar = document.querySelector('header')!
        const controls = [...bar.querySelectorAll('a, button')].filter((control) => control.getClientRects().length)
        return {
          // The window's width in the page's CSS px (a CSS zoom on the root, where there is one, divides it).
          width: Math.round(window.innerWidth / Number(getComputedStyle(document.documentElement).zoom || 1)),
          bar: box(bar),
          controls: controls.map((control) => ({ name: control.textContent, ...box(control) })),
        }
      })
      assert.equal(layout.width, 390, 'the layout width in CSS px')
      // The logo, every section link but the first (on a phone the logo stands in for it) and the language menu.
      assert.equal(layout.controls.length, LINKED_SECTIONS.length + 1)
      for (const control of layout.controls) {
        assert.ok(
          control.top >= layout.bar.top && control.bottom <= layout.bar.bottom,
          `${control.name} in the bar's row`,
        )
        assert.ok(control.left >= 0 && control.right <= layout.bar.right, `${control.name} within the bar's width`)
      }
      assert.ok(layout.bar.bottom - layout.bar.top <= 64, `the bar is ${layout.bar.bottom - layout.bar.top} px tall`)
    },
  },
]

/** Runs a journey, then checks the page it ended on for errors and violations. */
export async function runJourney(driver: Driver, journey: Journey) {
  await journey.run(driver)
  const { errors, violations } = await journal(driver)
  assert.deepEqual(errors, [], 'console errors and uncaught errors')
  assert.deepEqual(violations, [], 'Content-Security-Policy violations')
}
