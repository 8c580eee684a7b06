/**
 * Where focus goes in a menu of `count` items after a key press, following the WAI-ARIA menu button pattern:
 * arrows move and wrap, Home and End jump. `null` for keys the menu does not handle.
 */
export function menuIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count
    case 'ArrowUp':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
