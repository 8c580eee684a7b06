import type { Download, Locator, Page } from '@playwright/test'
import { LANGUAGE_RECORDS, languageRecord, type Language } from '../../src/lib/i18n/languages'
import { interpolate } from '../../src/lib/i18n/translations'
import { LINKED_SECTIONS } from '../../src/lib/sections'
import { pageTexts } from './pageTexts'
import { expect, holdHydration, holdReactWork, languageList, test } from './fixtures'

// A tap at any moment of the load does what it does on the page without JavaScript, once: before the page's
// script has come, and after each slice of React's hydration, which the test holds back (holdReactWork), so
// that every moment between the first paint and the hydrated page is tried, whatever the machine's speed.

/** What the page records of a tap's effects, from before its own scripts run. */
const RECORD_EFFECTS = () => {
  const effects = { hashChanges: 0, menuToggles: [] as string[] }
  Object.assign(window, { tapEffects: effects })
  addEventListener('hashchange', () => (effects.hashChanges += 1))
  // The language menu opening or closing, a popover's toggle (which does not bubble: caught on its way down).
  document.addEventListener(
    'toggle',
    (event) => {
      if ((event.target as Element).matches('header [popover]'))
        effects.menuToggles.push((event as ToggleEvent).newState)
    },
    true,
  )
}
type Effects = { hashChanges: number; menuToggles: string[] }
const effects = (page: Page) => page.evaluate(() => (window as unknown as { tapEffects: Effects }).tapEffects)

type Control = {
  name: string
  /** Where on the page it is on the screen. */
  hash: string
  find: (page: Page) => Locator
  /** Waits until the tap has done its job, before hydration goes on. */
  done: (page: Page, downloads: Download[]) => Promise<void>
  /** Once the page is hydrated: the job was done once, and nothing more. */
  once: (page: Page, downloads: Download[]) => Promise<void>
}

const lastSection = LINKED_SECTIONS.at(-1)!

function controls(language: Language): Control[] {
  const texts = pageTexts(language)
  return [
    {
      name: `the top bar's "${texts[lastSection.link]}"`,
      hash: '',
      find: (page) =>
        page
          .getByRole('navigation', { name: texts.nav_label })
          .getByRole('link', { name: texts[lastSection.link], exact: true }),
      done: (page) => expect(page).toHaveURL(new RegExp(`#${lastSection.id}$`)),
      once: async (page) => expect((await effects(page)).hashChanges).toBe(1),
    },
    {
      name: 'the language menu',
      hash: '',
      find: (page) =>
        page.getByRole('button', {
          name: interpolate(texts.language_menu_label, { language: languageRecord(language).name }),
        }),
      done: (page) => expect(languageList(page)).toBeVisible(),
      once: async (page) => {
        await expect(languageList(page)).toBeVisible()
        expect((await effects(page)).menuToggles).toEqual(['open'])
      },
    },
    {
      name: `"${texts.contact_button_add_contact}"`,
      hash: '#contact',
      find: (page) => page.getByRole('link', { name: texts.contact_button_add_contact }),
      done: (_page, downloads) => expect.poll(() => downloads.length).toBe(1),
      once: async (page, downloads) => {
        // The detector of how the browser saves a card comes as a script of its own: wait until nothing is fetched.
        await page.waitForLoadState('networkidle')
        expect(downloads.map((download) => download.suggestedFilename())).toEqual([expect.stringMatching(/\.vcf$/)])
      },
    },
  ]
}

test.use({ hasTouch: true, viewport: { width: 390, height: 844 } })
test.describe.configure({ timeout: 120_000 })

/** Opens `url` and taps `control` once `moment` has been reached; checks its job then, and once hydrated. */
async function tapAt(
  page: Page,
  url: string,
  control: Control,
  moment: () => Promise<unknown>,
  release: () => unknown,
) {
  const downloads: Download[] = []
  const onDownload = (download: Download) => downloads.push(download)
  page.on('download', onDownload)
  try {
    // A new document every time, even where the last tap left the same address (`/#contact`).
    await page.goto('about:blank')
    await page.goto(url, { waitUntil: 'domcontentloaded' })
    await moment()
    await control.find(page).tap()
    await control.done(page, downloads)
    // What the tap set going in the browser's next frames (the router learns of a new address in one) comes
    // in while hydration is still held, as it would on a slow phone.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await release()
    // Hydrated: the language list is a menu only then.
    await page.locator('ul[role="menu"]').waitFor({ state: 'attached' })
    await control.once(page, downloads)
  } finally {
    page.off('download', onDownload)
  }
}

for (const { code, path } of LANGUAGE_RECORDS) {
  for (const control of controls(code)) {
    test(`on ${path}, a tap on ${control.name} does its job once, at every moment of the load`, async ({
      page,
      consoleMessages,
    }) => {
      // Each moment's own: the fixture checks the whole test's at its end, without saying which moment's it was.
      const errorsSoFar = () =>
        consoleMessages.filter((message) => message.type() === 'error').map((message) => message.text())
      const url = `${path}${control.hash}`
      await page.addInitScript(RECORD_EFFECTS)
      // A slower CPU gives hydration more slices, each a moment of its own.
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })

      await test.step("before the page's script", async () => {
        const release = await holdHydration(page)
        await tapAt(page, url, control, async () => {}, release)
        await page.unrouteAll()
        expect(errorsSoFar()).toEqual([])
      })

      const reactWork = await holdReactWork(page)
      let moreWork = true
      for (let slices = 0; moreWork; slices++) {
        await test.step(`after ${slices} slice(s) of hydration`, () =>
          tapAt(
            page,
            url,
            control,
            async () => {
              await reactWork.started()
              for (let slice = 0; slice < slices && moreWork; slice++) moreWork = await reactWork.step()
            },
            reactWork.release,
          ))
      }
    })
  }
}
