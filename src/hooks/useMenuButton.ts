import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react'
import { menuIndexAfterKey } from '../lib/navigation/menuNavigation'
import { useHydrated } from './useHydrated'

/** Browsers before 2023 have no popovers: there the stylesheet shows the items as a row of plain links. */
const popoversSupported = () => typeof HTMLElement.prototype.showPopover === 'function'

/**
 * The keyboard and focus of a WAI-ARIA menu button over `count` items, on a menu the browser opens itself (a
 * popover the button targets, LanguageMenu). The browser opens and closes it, before hydration too, closes it on
 * Escape or a pointer outside, and tells assistive technology whether it is open; so opening it runs no render.
 * What the hook adds: Enter, Space or a click open the menu with focus on `currentIndex` (from the keyboard the
 * hook opens it itself), ArrowDown and ArrowUp on the first or last item; in the menu, arrows, Home and End move
 * focus, Space or Enter choose, Escape closes and returns focus to the button, Tab closes it. All that once
 * `active`: hydrated, in a browser with popovers; the caller gives its elements menu roles then, and before they
 * are plain links. The caller holds the refs of the button and the menu, and spreads the returned props on its
 * elements.
 */
export function useMenuButton(
  { buttonRef, menuRef }: { buttonRef: RefObject<HTMLButtonElement>; menuRef: RefObject<HTMLElement> },
  count: number,
  currentIndex: number,
  onChoose: (index: number) => void,
) {
  // Opened by a pointer, the menu takes focus after the frame that draws it: moving focus would cost the tap its
  // own style and layout pass and the focus events' handlers, for a focus ring a finger or mouse does not see.
  // The item to focus then, null when no pointer is opening the menu.
  const focusAfterPaint = useRef<number | null>(null)
  const active = useHydrated() && popoversSupported()
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])]
  const focusItem = (index: number) => items()[index]?.focus()

  useEffect(() => {
    const menu = menuRef.current
    if (!menu || !active) return
    let frame = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const onToggle = (event: Event) => {
      const index = focusAfterPaint.current
      focusAfterPaint.current = null
      if ((event as ToggleEvent).newState !== 'open' || index === null) return
      frame = requestAnimationFrame(() => (timer = setTimeout(() => focusItem(index))))
    }
    menu.addEventListener('toggle', onToggle)
    // A tap before hydration opened the menu already: focus moves into it now.
    if (menu.matches(':popover-open')) focusItem(currentIndex)
    return () => {
      menu.removeEventListener('toggle', onToggle)
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
    // `focusItem` reads the same ref in every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, menuRef, currentIndex])

  // From the keyboard the menu opens here and focus moves into it at once, so that the next key lands in the menu
  // (the browser's `toggle` event comes in a task of its own, after keys typed quickly).
  const openFromKeyboard = (index: number) => {
    menuRef.current?.showPopover()
    focusItem(index)
  }
  const close = (returnFocus: boolean) => {
    if (active) menuRef.current?.hidePopover()
    if (returnFocus) buttonRef.current?.focus()
  }
  const choose = (index: number) => {
    close(true)
    onChoose(index)
  }

  const onButtonClick = (event: MouseEvent) => {
    if (!active || menuRef.current?.matches(':popover-open')) return
    // Enter or Space on the button click it with no pointer's click count (`detail` 0).
    if (event.detail > 0) {
      focusAfterPaint.current = currentIndex
      return
    }
    event.preventDefault()
    openFromKeyboard(currentIndex)
  }
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (!active || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
    event.preventDefault()
    openFromKeyboard(event.key === 'ArrowDown' ? 0 : count - 1)
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const focused = items().indexOf(document.activeElement as HTMLElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    } else if (event.key === ' ') {
      event.preventDefault()
      if (focused >= 0) choose(focused)
    } else {
      const next = menuIndexAfterKey(event.key, focused, count)
      if (next === null) return
      event.preventDefault()
      items()[next]?.focus()
    }
  }

  return {
    active,
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      // A pointer's click is left to the browser, which opens the menu the button targets after it.
      onClick: onButtonClick,
      onKeyDown: onButtonKeyDown,
    },
    menuProps: active ? { onKeyDown: onMenuKeyDown } : {},
    itemProps: (index: number) => ({
      // Enter on a focused link clicks it; the click chooses.
      onClick: (event: { preventDefault: () => void }) => {
        event.preventDefault()
        choose(index)
      },
    }),
  }
}
