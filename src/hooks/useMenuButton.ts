import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { menuIndexAfterKey } from '../lib/menuNavigation'

/**
 * The behaviour of a WAI-ARIA menu button over `count` items: Enter, Space or a click open the menu at
 * `currentIndex`, ArrowDown and ArrowUp open it at the first or last item; in the menu, arrows, Home and End
 * move focus, Space or Enter choose, Escape closes and returns focus to the button, Tab and a pointer outside
 * close it. The caller spreads the returned props on its elements.
 */
export function useMenuButton(count: number, currentIndex: number, onChoose: (index: number) => void) {
  const [open, setOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([])

  const openAt = (index: number) => {
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

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus()
  }, [open, focusIndex])

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open])

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
    containerRef,
    buttonRef,
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      onClick: () => (open ? close(false) : openAt(currentIndex)),
      onKeyDown: onButtonKeyDown,
    },
    menuProps: { onKeyDown: onMenuKeyDown },
    itemProps: (index: number) => ({
      ref: (element: HTMLAnchorElement | null) => {
        itemRefs.current[index] = element
      },
      // Enter on a focused link clicks it; the click chooses.
      onClick: (event: { preventDefault: () => void }) => {
        event.preventDefault()
        choose(index)
      },
    }),
  }
}
