import React, { Component, createRef, type ComponentType, type CSSProperties } from 'react'
import type { CmsWidgetControlProps } from 'decap-cms-core'
import type { Map as ImmutableMap } from 'immutable'
import { SOURCE_LANGUAGE } from '../../lib/content/translationChecks'
import type { UiLanguage } from '../../lib/editor/uiLanguage'
import { TRANSLATION_CHECK_WORDS } from '../translationCheckWords'
import { useTranslationMark, valueChanged } from '../translationMarks'
import { ChangedWords } from './ChangedWords'

type Props = Pick<CmsWidgetControlProps<unknown>, 'field' | 'value'> & {
  collection?: ImmutableMap<string, unknown>
  locale?: string
}
type Inner = { isValid?: () => unknown; focus?: (path?: string) => void }

const styles: Record<string, CSSProperties> = {
  mark: { borderLeft: '4px solid #b45309', background: '#fffbeb', padding: '6px 10px', marginTop: 6, color: '#1f2937' },
  button: { marginTop: 4, padding: '4px 10px', border: '1px solid #b45309', borderRadius: 4, background: '#fff' },
}

const valueOf = (props: object) => (props as { value?: unknown }).value

/** The field's name in the record, with list items unnamed: its `translation_of`, or in the Texts its key. */
function templateOf({ field, collection, locale }: Props): string | undefined {
  const declared = field.get('translation_of') as string | undefined
  if (declared) return declared
  return collection?.get('i18n') && locale && locale !== SOURCE_LANGUAGE ? String(field.get('name')) : undefined
}

function Mark({ template, value, language }: { template?: string; value: unknown; language: UiLanguage }) {
  const mark = useTranslationMark(template, value)
  if (!mark) return null
  const words = TRANSLATION_CHECK_WORDS[language]
  return (
    <div role="note" style={styles.mark} data-translation-mark="">
      <strong>{words.mark}</strong>
      <ChangedWords before={mark.checkedAgainst} after={mark.current} words={words} />
      <button type="button" style={styles.button} onClick={mark.confirm}>
        {words.stillCorrect}
      </button>
    </div>
  )
}

/**
 * A field's control with the mark of its translation beside it, when its Romanian changed since it was checked
 * (TranslationStatusControl.tsx keeps the marks). Decap asks the control it renders whether the value is valid,
 * and where to focus: this wrapper answers for the control inside.
 */
export function translationMarked<P extends object>(
  Control: ComponentType<P> | (new (props: P) => object),
  language: UiLanguage,
) {
  // Decap's own control types are looser than React's (its image control's state, for one).
  const Inner = Control as ComponentType<P>
  return class TranslationMarked extends Component<P> {
    inner = createRef<Inner>()

    isValid = () => this.inner.current?.isValid?.() ?? true

    focus = (path?: string) => this.inner.current?.focus?.(path)

    // Decap's widget asks the control it holds whether to render again: the control inside answers as Decap
    // would ask it, else as Decap answers for a control without an answer (its own value or style changed).
    shouldComponentUpdate(next: Readonly<P>) {
      const inner = this.inner.current as { shouldComponentUpdate?: (next: P) => boolean } | null
      if (inner?.shouldComponentUpdate) return inner.shouldComponentUpdate(next)
      const [now, then] = [this.props as Record<string, unknown>, next as Record<string, unknown>]
      return ['value', 'classNameWrapper', 'hasActiveStyle'].some((prop) => now[prop] !== then[prop])
    }

    componentDidUpdate(previous: Readonly<P>) {
      if (valueOf(previous) !== valueOf(this.props)) valueChanged()
    }

    render() {
      const props = this.props as unknown as Props
      return (
        <>
          <Inner {...this.props} ref={this.inner} />
          <Mark template={templateOf(props)} value={props.value} language={language} />
        </>
      )
    }
  }
}
