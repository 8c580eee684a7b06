import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react'
import { menuIndexAfterKey } from '../lib/navigation/menuNavigation'

/**
 * The behaviour of a WAI-ARIA menu button over `count` items: Enter, Space or a click open the menu at
 * `currentIndex`, ArrowDown and ArrowUp open it at the first or last item; in the menu, arrows, Home and End
 * move focus, Space or Enter choose, Escape closes and returns focus to the button, Tab and a pointer outside
 * close it. The caller holds the refs of the element around button and menu and of the button, and spreads the
 * returned props on its elements.
 */
export function useMenuButton(
  { containerRef, buttonRef }: { containerRef: RefObject<HTMLElement>; buttonRef: RefObject<HTMLButtonElement> },
  count: number,
  currentIndex: number,
  onChoose: (index: number) => void,
) {
  const [open, setOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  // Opened by a pointer, the menu is drawn first and takes focus after that paint: moving focus costs a tap
  // its own style and layout pass and the focus events' handlers, and a finger or mouse sees no focus ring.
  const focusAfterPaint = useRef(false)

  const openAt = (index: number, byPointer = false) => {
    focusAfterPaint.current = byPointer
    setFocusIndex(index)
    setOpen(true)
  }
  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }
  const choose = (index: number) => {
    close(true)
    onChoose(index)
  }

  // A tap before hydration opened the menu already (src/lib/navigation/earlyMenu.ts): keep it open.
  useEffect(() => {
    if (buttonRef.current?.getAttribute('aria-expanded') === 'true') openAt(currentIndex)
    // Once, when the menu is hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!open) return
    const focusItem = () =>
      containerRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]')[focusIndex]?.focus()
    if (!focusAfterPaint.current) return focusItem()
    focusAfterPaint.current = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timer = setTimeout(focusItem)))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [open, focusIndex, containerRef])

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open, containerRef])

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    openAt(event.key === 'ArrowDown' ? 0 : count - 1)
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    } else if (event.key === ' ') {
      event.preventDefault()
      choose(focusIndex)
    } else {
      const next = menuIndexAfterKey(event.key, focusIndex, count)
      if (next === null) return
      event.preventDefault()
      setFocusIndex(next)
    }
  }

  return {
    open,
    buttonProps: {
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      // A click from Enter or Space on the button has no pointer's click count (`detail` 0).
      onClick: (event: MouseEvent) => (open ? close(false) : openAt(currentIndex, event.detail > 0)),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { onKeyDown: onMenuKeyDown },
    itemProps: (index: number) => ({
      // Enter on a focused link clicks it; the click chooses.
      onClick: (event: { preventDefault: () => void }) => {
        event.preventDefault()
        choose(index)
      },
    }),
  }
}
