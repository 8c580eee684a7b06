import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}
const currentYear = () => new Date().getFullYear()

/**
 * The visitor's current year. The prerendered HTML holds the build's year; hydration starts from that same
 * value (no mismatch warning) and then shows the visitor's year, so a page built last year stays right.
 */
export function useCurrentYear(buildYear: number): number {
  return useSyncExternalStore(subscribe, currentYear, () => buildYear)
}
