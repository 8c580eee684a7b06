import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The editor on a phone, as the browser tests play it: Chromium as a phone (its viewport, touch, a phone's pixel
 * density), what a phone's screen shows of a page of the editor, and a tap that an editor could make.
 */

/** The phones' widths the editor must fit, in CSS px: a small Android phone, an iPhone, a large phone. */
export const PHONE_WIDTHS = [360, 390, 430] as const

/** Chromium playing a 390 px phone: a phone's viewport, its touch screen and pixel density, its meta viewport. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const

/** What the screen shows of the editor's page as it is laid out now. */
export type PhoneFit = {
  /** How much wider than the viewport the page is laid out, in CSS px: 0 when nothing scrolls sideways. */
  overflow: number
  /** The visible controls that reach past the viewport's left or right edge, by name. */
  offScreen: string[]
  /** Each visible control under 24 × 24 CSS px (WCAG 2.5.8; a link inside a sentence is exempt), by name and size. */
  under24: string[]
  /** Each main control (MAIN_CONTROLS) under 44 × 44 CSS px, by name and size. */
  under44: string[]
  /** The smallest control, by name and size, for a report. */
  smallest: string | null
  /** The fields one types in whose text is under 16 px (iOS zooms into such a field as it takes focus). */
  smallFieldText: string[]
}

/**
 * What the screen shows of the editor's page (its document, not the preview's frame): runs in the page. A
 * control is what takes a tap: a button, a link, a field, a menu's item, a label that opens a file chooser; one
 * that is hidden, or laid out at no size, is none. The main ones, a thumb's size (44 px) on a phone: the entry's
 * toolbar and its switch between form and preview, the bar of a list's item, the log-in, the history's and the
 * foot cards' buttons (the publish status), the menus' items. Decap names its parts in its class names only.
 * A control in an element that moves is left out.
 */
export function phoneFit(): PhoneFit {
  const CONTROLS =
    'button, a[href], input:not([type="hidden"], [type="file"]), select, textarea, [role="button"], [role="menuitem"], label.nc-fileUploadButton'
  const MAIN_CONTROLS =
    '[class*="-ToolbarContainer"] :is(button, a, [role="button"]), [role="group"] > button, [class*="-StyledListItemTopBar"] :is(button, [role="button"]), button[class*="-LoginButton"], .cms-history button, .cms-foot-card button, [role="menuitem"]'
  const FIELDS =
    'input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="file"], [type="range"]), textarea, select, [contenteditable="true"]'
  const { clientWidth } = document.documentElement
  // What moves is not yet where a tap would find it: a notification sliding away, say.
  const moving = document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ visibilityProperty: true }) &&
      !moving.some((target) => target?.contains(element))
    )
  }
  const described = (element: Element) => {
    const { width, height } = element.getBoundingClientRect()
    const name =
      element.getAttribute('aria-label') ?? ((element as HTMLElement).innerText || element.getAttribute('title') || '')
    return `${element.tagName.toLowerCase()} "${name.trim().replace(/\s+/g, ' ').slice(0, 50)}" ${Math.round(width)} × ${Math.round(height)}`
  }
  const smallerThan = (size: number) => (element: Element) => {
    const { width, height } = element.getBoundingClientRect()
    return width < size - 0.5 || height < size - 0.5
  }
  const inSentence = (element: Element) => element.tagName === 'A' && getComputedStyle(element).display === 'inline'
  const controls = [...document.querySelectorAll(CONTROLS)].filter(shown)
  const smallest = controls
    .map((element) => ({
      element,
      side: Math.min(element.getBoundingClientRect().width, element.getBoundingClientRect().height),
    }))
    .sort((a, b) => a.side - b.side)[0]
  return {
    overflow: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - clientWidth,
    offScreen: controls
      .filter((element) => {
        const { left, right } = element.getBoundingClientRect()
        return left < -0.5 || right > clientWidth + 0.5
      })
      .map(described),
    under24: controls
      .filter((element) => !inSentence(element))
      .filter(smallerThan(24))
      .map(described),
    under44: [...document.querySelectorAll(MAIN_CONTROLS)].filter(shown).filter(smallerThan(44)).map(described),
    smallest: smallest ? described(smallest.element) : null,
    smallFieldText: [...document.querySelectorAll(FIELDS)]
      .filter(shown)
      .filter((field) => parseFloat(getComputedStyle(field).fontSize) < 16)
      .map((field) => `${described(field)}, ${getComputedStyle(field).fontSize}`),
  }
}

/** What the screen of a phone `width` px wide shows of `page` as it is now (phoneFit). */
export async function phoneFitAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: PHONE.viewport.height })
  return page.evaluate(phoneFit)
}

/**
 * Checks, softly, that `page` as it is now fits each phone's width: nothing scrolls sideways or reaches past
 * the screen, every control takes a fingertip and the main ones a thumb, every field's text is 16 px at least.
 * Leaves the viewport at the last phone's width.
 */
export async function expectFitsPhones(page: Page, name: string) {
  for (const width of PHONE_WIDTHS) {
    const { overflow, offScreen, under24, under44, smallFieldText } = await phoneFitAt(page, width)
    expect
      .soft({ overflow, offScreen, under24, under44, smallFieldText }, `${name} at ${width} px`)
      .toEqual({ overflow: 0, offScreen: [], under24: [], under44: [], smallFieldText: [] })
  }
}

/**
 * The widths between a phone's and a laptop's the editor's two-pane layout must fit: an iPad held upright, and
 * held sideways or a small laptop.
 */
export const TABLET_WIDTHS = [820, 1024] as const

/**
 * The parts of an entry's toolbar (its back link, its controls, its menu) whose content is taller than they are
 * drawn, by their class's label: runs in the page.
 */
export function toolbarPartsCut(): string[] {
  return [...document.querySelectorAll('[class*="-ToolbarContainer"] > *')]
    .filter((part) => part.scrollHeight > part.clientHeight + 0.5)
    .map(
      (part) =>
        `${/-(Toolbar\w+)/.exec(part.className)?.[1] ?? part.tagName}: ${part.scrollHeight} in ${part.clientHeight} px`,
    )
}

/**
 * Checks, softly, that `page` as it is now fits each tablet's width once laid out for it (the media library
 * counts its grid's columns in a task after a resize): nothing scrolls sideways or reaches past the screen, and
 * an entry's toolbar holds all of its content. Leaves the viewport at the last tablet's width.
 */
export async function expectFitsTablets(page: Page, name: string) {
  for (const width of TABLET_WIDTHS) {
    await page.setViewportSize({ width, height: 1000 })
    await expect
      .configure({ soft: true })
      .poll(
        async () => {
          const { overflow, offScreen } = await page.evaluate(phoneFit)
          return { overflow, offScreen, toolbarPartsCut: await page.evaluate(toolbarPartsCut) }
        },
        { message: `${name} at ${width} px`, timeout: 5_000 },
      )
      .toEqual({ overflow: 0, offScreen: [], toolbarPartsCut: [] })
  }
}

/** Asserts that `control` is within the screen, neither the page nor any part of it scrolled sideways. */
export async function expectOnScreen(control: Locator) {
  const page = control.page()
  const box = await control.boundingBox()
  const { width, height } = page.viewportSize()!
  expect(box, `${control} is laid out`).not.toBeNull()
  const { x, y, width: boxWidth, height: boxHeight } = box!
  expect(
    { left: x >= 0, right: x + boxWidth <= width, top: y >= 0, bottom: y + boxHeight <= height },
    `${control} is on the screen`,
  ).toEqual({ left: true, right: true, top: true, bottom: true })
  const scrolledSideways = await control.evaluate((element) => {
    for (let around = element.parentElement; around; around = around.parentElement)
      if (around.scrollLeft !== 0) return around.tagName
    return window.scrollX !== 0 ? 'the page' : null
  })
  expect(scrolledSideways, `nothing around ${control} is scrolled sideways`).toBeNull()
}

/**
 * Taps `control` as an editor's thumb would, once it is on the screen: the editor scrolls up or down to bring it
 * to the middle of the screen, never sideways. Decap draws a view anew as its data arrives, and a text field grows
 * with its text: a control found a moment before may have been replaced or moved, and is found again.
 */
export async function tapOnScreen(control: Locator) {
  await expect(async () => {
    await control.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }), null, {
      timeout: 1_000,
    })
    await expectOnScreen(control)
  }).toPass()
  await control.tap()
}
