import { useSyncExternalStore } from 'react'

/** A translated value that needs a check, as the mark beside its field shows it. */
export type TranslationMark = {
  /** The record's field with list items unnamed (`sites[].description`), as the field's `translation_of` says. */
  template: string
  target: string
  checkedAgainst: string
  current: string
  confirm: () => void
}

/**
 * The marks of the entry open in the editor: its translations' check (TranslationStatusControl.tsx) publishes
 * them, and each field's control (TranslationMarked.tsx) shows its own. Decap gives a control no path to its
 * value, so a field finds its mark by its `translation_of` and its value.
 */
let marks: readonly TranslationMark[] = []
const listeners = new Set<() => void>()

/**
 * Decap renders a field's control again only when that field's value changes: the translations' check hears
 * of every other change through this, from each value's control (TranslationMarked.tsx), and reads the entry.
 */
const changeListeners = new Set<() => void>()

export function valueChanged() {
  for (const listener of changeListeners) listener()
}

export function onValueChange(listener: () => void) {
  changeListeners.add(listener)
  return () => changeListeners.delete(listener)
}

export const templateOf = (field: string) => field.replace(/\[[^\]]*\]/g, '[]')

export function publishMarks(next: readonly TranslationMark[]) {
  const same =
    next.length === marks.length &&
    next.every((mark, index) => {
      const old = marks[index]
      return (
        mark.template === old.template &&
        mark.target === old.target &&
        mark.checkedAgainst === old.checkedAgainst &&
        mark.current === old.current
      )
    })
  marks = next
  if (!same) for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The mark of the field `template` holding `value`, if it needs a check. */
export function useTranslationMark(template: string | undefined, value: unknown): TranslationMark | undefined {
  const current = useSyncExternalStore(subscribe, () => marks)
  if (!template || typeof value !== 'string') return undefined
  return current.find((mark) => mark.template === template && mark.target === value)
}
