import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * `false` in the prerendered HTML and during hydration, `true` once React runs in the browser: for markup
 * that only makes sense with JavaScript (menu roles, roving focus), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
