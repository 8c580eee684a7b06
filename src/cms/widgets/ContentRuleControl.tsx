import React, { Component, type ComponentClass } from 'react'
import type { CmsWidgetControlProps } from 'decap-cms-core'
import type { Map as ImmutableMap } from 'immutable'
import type { UiLanguage } from '../../lib/editor/uiLanguage'
import { RULE_MESSAGES } from '../../lib/content/ruleMessages'
import { brokenContentRule } from '../contentRules'

// Decap gives every control the entry being edited and its collection, which its types leave out.
type Props = CmsWidgetControlProps<string> & {
  entry?: ImmutableMap<string, unknown>
  collection?: ImmutableMap<string, unknown>
}

/**
 * Decap's text control, which also refuses, before publishing, a value that breaks a rule of the build no
 * pattern expresses (its field's `content_rule`, src/node/editorConfig/decapFields.ts): a URL that does not parse, a
 * site id another site has. The rule is the build's schema itself; the message is in the interface's language.
 */
export function contentRuleControl(StringControl: ComponentClass<Props>, language: UiLanguage) {
  return class ContentRuleControl extends Component<Props> {
    // Decap calls it unbound, to decide whether the entry may be saved or published.
    isValid = () => {
      const { field, value, entry, collection } = this.props
      const rulePath = field.get('content_rule') as string | undefined
      if (!rulePath || !entry || !collection) return true
      const data = (entry.get('data') as { toJS(): unknown } | undefined)?.toJS()
      const rule = brokenContentRule(String(collection.get('name')), rulePath, value, data)
      if (!rule) return true
      return { error: { type: 'CUSTOM', message: `${String(field.get('label'))} ${RULE_MESSAGES[rule][language]}.` } }
    }

    render() {
      return <StringControl {...this.props} />
    }
  }
}
