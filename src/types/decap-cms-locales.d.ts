// decap-cms-locales ships no types: each locale is Decap's nested phrase table.
declare module 'decap-cms-locales' {
  import type { CmsLocalePhrases } from 'decap-cms-core'

  type Phrases = CmsLocalePhrases & {
    editor: { editorControlPane: { widget: Record<string, string> } & Record<string, unknown> } & Record<
      string,
      unknown
    >
  }
  export const en: Phrases
  export const ro: Phrases
}
