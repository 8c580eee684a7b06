import { en as decapEn } from 'decap-cms-locales'
import { PATCH_PHRASES } from './patchPhrases'
import { withCorrections, type Phrases } from './phrases'

/**
 * Decap's English interface, with a field that breaks a rule read as the rule says it ("Email must be ..."),
 * and an empty required field told what to do, as the Romanian one is; with our patches' phrases.
 */
export const en = withCorrections(
  withCorrections(decapEn as unknown as Phrases, {
    editor: {
      editorControlPane: {
        widget: { regexPattern: '%{fieldLabel} %{pattern}.', required: '%{fieldLabel} is required: fill it in.' },
      },
    },
  }),
  PATCH_PHRASES.en,
)
