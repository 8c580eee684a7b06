/**
 * What differs between two versions of an entry, field by field, named by the fields' own labels: the labels
 * of the editor's configuration (config.yml, written from src/node/editorConfig/editorLabels.ts), in the
 * interface's language.
 */

/** A field of the editor's configuration, as far as a comparison needs it (decapFields.ts's DecapField). */
export type LabelledField = {
  name: string
  label: string
  widget?: string
  fields?: readonly LabelledField[]
  /** A list's line for one item, `{{fields.site}} ({{fields.url}})` (Decap's `summary`). */
  summary?: string
}

/** One difference: the field's labels from the outside in, and its value in each version (absent: undefined). */
export type FieldChange = { field: string[]; before?: string; after?: string }

/** The words a comparison writes for a list whose items only moved. */
export type ChangeWords = { order: string }

type Data = Record<string, unknown>

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

const isAbsent = (value: unknown) => value === undefined || value === null || value === ''

const text = (value: unknown) =>
  isAbsent(value) ? undefined : typeof value === 'string' ? value : JSON.stringify(value)

/** A list item as its collapsed line names it, or by its first value when the list has no summary. */
function itemName(item: unknown, field: LabelledField): string {
  const values = isRecord(item) ? item : {}
  if (field.summary)
    return field.summary.replace(/\{\{fields\.(\w+)\}\}/g, (_, name: string) => text(values[name]) ?? '').trim()
  return text(Object.values(values).find((value) => typeof value === 'string')) ?? ''
}

/** Each item of a list by what identifies it: its `id` when every item has one, else its place. */
function keyed(items: unknown[]): Map<string, unknown> {
  const ids = items.map((item) => (isRecord(item) && typeof item.id === 'string' ? item.id : undefined))
  const byId = ids.every((id) => id !== undefined) && new Set(ids).size === ids.length
  return new Map(items.map((item, index) => [byId ? `id:${ids[index]}` : `at:${index}`, item]))
}

function listChanges(field: LabelledField, path: string[], before: unknown, after: unknown, words: ChangeWords) {
  const old = keyed(Array.isArray(before) ? before : [])
  const now = keyed(Array.isArray(after) ? after : [])
  const changes: FieldChange[] = []
  for (const [key, item] of old) {
    if (!now.has(key)) changes.push({ field: path, before: itemName(item, field) })
  }
  for (const [key, item] of now) {
    if (!old.has(key)) changes.push({ field: path, after: itemName(item, field) })
    else changes.push(...objectChanges(field.fields ?? [], [...path, itemName(item, field)], old.get(key), item, words))
  }
  const kept = (from: Map<string, unknown>, other: Map<string, unknown>) =>
    [...from.keys()].filter((key) => other.has(key))
  const [oldOrder, newOrder] = [kept(old, now), kept(now, old)]
  if (oldOrder.join('\n') !== newOrder.join('\n')) {
    const names = (order: string[], items: Map<string, unknown>) =>
      order.map((key) => itemName(items.get(key), field)).join(', ')
    changes.push({ field: [...path, words.order], before: names(oldOrder, old), after: names(newOrder, now) })
  }
  return changes
}

function objectChanges(
  fields: readonly LabelledField[],
  path: string[],
  before: unknown,
  after: unknown,
  words: ChangeWords,
): FieldChange[] {
  const old = isRecord(before) ? before : {}
  const now = isRecord(after) ? after : {}
  return fields.flatMap((field) => {
    const at = [...path, field.label]
    if (field.widget === 'list') return listChanges(field, at, old[field.name], now[field.name], words)
    if (field.fields) return objectChanges(field.fields, at, old[field.name], now[field.name], words)
    const [was, is] = [text(old[field.name]), text(now[field.name])]
    return was === is ? [] : [{ field: at, before: was, after: is }]
  })
}

/**
 * The fields whose values differ from `before` to `after`, in the order of `fields`: a value changed, set or
 * emptied; a list's item added, removed or changed (items matched by their `id`), or its items reordered. The
 * fields of widget `skip` (the translations' record of checks, which editors never type) are left out.
 */
export function fieldChanges(
  fields: readonly LabelledField[],
  before: unknown,
  after: unknown,
  words: ChangeWords,
  skip?: string,
): FieldChange[] {
  return objectChanges(
    fields.filter(({ widget }) => widget !== skip),
    [],
    before,
    after,
    words,
  )
}
