import { en as decapEn } from 'decap-cms-locales'
import { withCorrections, type Phrases } from './ro'

/** Decap's English interface, with a field that breaks a rule read as the rule says it: "Email must be ...". */
export const en = withCorrections(decapEn as unknown as Phrases, {
  editor: { editorControlPane: { widget: { regexPattern: '%{fieldLabel} %{pattern}.' } } },
})
