/** Decap's interface phrases: a tree of strings under dotted keys, as its locales hold them. */
export type Phrases = { [key: string]: string | Phrases }

const isPhrases = (value: unknown): value is Phrases => typeof value === 'object' && value !== null

/** The phrase at a dotted `key` of `phrases` (`editor.editorToolbar.save`), as Decap looks it up. */
export function phraseAt(phrases: Phrases, key: string): string {
  const found = key
    .split('.')
    .reduce<string | Phrases | undefined>((at, part) => (isPhrases(at) ? at[part] : undefined), phrases)
  if (typeof found !== 'string') throw new Error(`Decap's interface has no phrase ${key}`)
  return found
}

/** `base` with `corrections` laid over it, key by key. */
export function withCorrections(base: Phrases, corrections: Phrases): Phrases {
  return Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(corrections)])].map((key) => {
      const [original, corrected] = [base[key], corrections[key]]
      return [
        key,
        isPhrases(original) && isPhrases(corrected) ? withCorrections(original, corrected) : (corrected ?? original),
      ]
    }),
  )
}
