import type { z } from 'zod'
import { CONTENT_SCHEMAS } from '../lib/content/schemas'
import { RULE_MESSAGES } from '../lib/content/ruleMessages'

export type RuleName = keyof typeof RULE_MESSAGES

const isContentFile = (name: string): name is keyof typeof CONTENT_SCHEMAS => Object.hasOwn(CONTENT_SCHEMAS, name)

const ruleNamed = (message: string) =>
  (Object.keys(RULE_MESSAGES) as RuleName[]).find((name) => RULE_MESSAGES[name].en === message)

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], data)

/**
 * The rule, of those no pattern expresses, that `value` breaks in the field at `rulePath` (`sites.url`) of the
 * file `file` holding `data`, found by validating the whole file with the build's own schema: a list item's
 * field is the one whose value this is. Rules a pattern expresses are left to the editor's pattern.
 */
export function brokenContentRule(file: string, rulePath: string, value: unknown, data: unknown): RuleName | null {
  if (!isContentFile(file)) return null
  const result = (CONTENT_SCHEMAS[file] as z.ZodType).safeParse(data)
  if (result.success) return null
  for (const issue of result.error.issues) {
    const names = issue.path.filter((part) => typeof part === 'string').join('.')
    const rule = ruleNamed(issue.message)
    if (rule && names === rulePath && valueAt(data, issue.path) === value) return rule
  }
  return null
}
