import React, { Component, type CSSProperties } from 'react'
import type { CmsWidgetControlProps } from 'decap-cms-core'
import { fromJS, type Map as ImmutableMap } from 'immutable'
export { TRANSLATION_STATUS_WIDGET } from '../../lib/content/translationChecks'
import {
  CHECKS_KEY,
  TARGET_LANGUAGES,
  checkedNow,
  nextRecord,
  recordIn,
  sameRecord,
  translatedValuesInContent,
  translatedValuesInLocale,
  translationStates,
  type CheckRecord,
  type TargetLanguage,
  type TranslatedValue,
  type TranslationState,
} from '../../lib/content/translationChecks'
import type { UiLanguage } from '../../lib/editor/uiLanguage'
import { TRANSLATION_CHECK_WORDS } from '../translationCheckWords'
import { onValueChange, publishMarks, templateOf } from '../translationMarks'
import { ChangedWords } from './ChangedWords'

type Entry = ImmutableMap<string, unknown>
type Props = CmsWidgetControlProps<unknown> & {
  getEntry?: () => Entry
  entry?: Entry
  collection?: ImmutableMap<string, unknown>
  locale?: string
  t?: (key: string, options: Record<string, string>) => string
}

/** One language's translations in the entry open, and the record the entry holds for them. */
type Model = { language: TargetLanguage; values: TranslatedValue[]; record: CheckRecord }

const toJS = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value

const isTarget = (locale: string | undefined): locale is TargetLanguage =>
  (TARGET_LANGUAGES as readonly (string | undefined)[]).includes(locale)

const styles: Record<string, CSSProperties> = {
  notice: {
    border: '2px solid #b45309',
    borderRadius: 6,
    padding: '12px 16px',
    background: '#fffbeb',
    color: '#1f2937',
  },
  upToDate: { margin: 0, color: '#166534' },
  item: { borderTop: '1px solid #fcd34d', padding: '8px 0', listStyle: 'none' },
  list: { margin: 0, padding: 0 },
  row: { margin: '4px 0' },
  button: { marginTop: 4, padding: '4px 10px', border: '1px solid #b45309', borderRadius: 4, background: '#fff' },
}

/** The label of the field at `path` in the collection's fields, with its list item's id (`Descrierea ... (ziare)`). */
function labelAt(collection: ImmutableMap<string, unknown> | undefined, state: TranslationState): string {
  let fields = collection?.get('fields') as ImmutableMap<string, unknown>[] | undefined
  let label = state.field
  for (const part of state.targetPath) {
    if (typeof part === 'number') continue
    const field = (
      fields as unknown as { find?: (f: (x: ImmutableMap<string, unknown>) => boolean) => unknown }
    )?.find?.((candidate) => candidate.get('name') === part) as ImmutableMap<string, unknown> | undefined
    if (!field) break
    label = String(field.get('label'))
    fields = field.get('fields') as typeof fields
  }
  const item = /\[([^\]]+)\]/.exec(state.field)?.[1]
  return item ? `${label} (${item})` : label
}

/**
 * The translations' check of an entry (its `$translated` field, cmsConfig.ts), at the top of the entry: lists
 * every translated value whose Romanian changed since it was checked, with the two Romanian texts and the changed
 * words marked, each with "still correct". It keeps the entry's record up to date as the editor types, so that
 * the check is saved with the entry, in the same draft: a translated value edited is checked against the current
 * Romanian; one whose Romanian changed keeps its old check until it is edited or confirmed.
 */
export function translationStatusControl(language: UiLanguage) {
  const words = TRANSLATION_CHECK_WORDS[language]
  return class TranslationStatusControl extends Component<Props> {
    /** The values as the entry opened: the check of a value the record does not name yet. */
    opened?: Partial<Record<TargetLanguage, CheckRecord>>

    // Decap renders a control again only when its own value changed; this one follows the whole entry.
    shouldComponentUpdate() {
      return true
    }

    stopListening?: () => void

    componentDidMount() {
      // Another field's change reaches this control only through its controls (translationMarks.ts).
      this.stopListening = onValueChange(() => this.forceUpdate())
      this.update()
    }

    componentDidUpdate() {
      this.update()
    }

    componentWillUnmount() {
      this.stopListening?.()
      publishMarks([])
    }

    /** Decap's label for the language menu over the texts in `language`: „Scrii în EN”. */
    languageMenuLabel = (language: string) =>
      this.props.t?.('editor.editorControlPane.i18n.writingInLocale', { locale: language.toUpperCase() }) ??
      language.toUpperCase()

    entry(): Entry | undefined {
      return this.props.getEntry?.() ?? this.props.entry
    }

    /** In the Texts (one file per language) this field is in each language's pane; only a translation's checks. */
    models(): Model[] {
      const entry = this.entry()
      const data = toJS(entry?.get('data'))
      if (!entry || !data) return []
      const { locale, value } = this.props
      if (this.props.collection?.get('i18n')) {
        if (!isTarget(locale)) return []
        const target = toJS(entry.getIn(['i18n', locale, 'data']))
        return [
          {
            language: locale,
            values: translatedValuesInLocale(data, target),
            record: recordIn({ [CHECKS_KEY]: toJS(value) }),
          },
        ]
      }
      const records = toJS(value)
      return TARGET_LANGUAGES.map((target) => ({
        language: target,
        values: translatedValuesInContent(data, target),
        record: recordIn({ [CHECKS_KEY]: records }, target),
      }))
    }

    baseline(model: Model): CheckRecord {
      this.opened ??= {}
      this.opened[model.language] ??= Object.fromEntries(
        model.values.map((value) => [value.field, checkedNow(value, model.language)]),
      )
      return this.opened[model.language] ?? {}
    }

    write(records: { language: TargetLanguage; record: CheckRecord }[]) {
      if (this.props.collection?.get('i18n')) this.props.onChange(fromJS(records[0].record))
      else this.props.onChange(fromJS(Object.fromEntries(records.map(({ language, record }) => [language, record]))))
    }

    /** The entry's record as the rule keeps it, and the marks of the fields that need a check. */
    update(confirmed?: { language: TargetLanguage; field: string }) {
      const models = this.models()
      if (models.length === 0) return
      const next = models.map((model) => ({
        language: model.language,
        record: nextRecord(model.values, model.record, model.language, {
          baseline: this.baseline(model),
          confirmed: confirmed?.language === model.language ? [confirmed.field] : [],
        }),
      }))
      if (next.some(({ record }, index) => !sameRecord(record, models[index].record))) this.write(next)
      publishMarks(
        this.states(models).map((state) => ({
          template: templateOf(state.field),
          target: state.target,
          checkedAgainst: state.checkedAgainst,
          current: state.source,
          confirm: () => this.update({ language: state.language, field: state.field }),
        })),
      )
    }

    states(models: Model[]) {
      return models.flatMap((model) =>
        translationStates(model.values, model.record, model.language, this.baseline(model))
          .filter((state) => state.needsCheck)
          .map((state) => ({ ...state, language: model.language })),
      )
    }

    render() {
      const { locale, collection } = this.props
      if (collection?.get('i18n') && !isTarget(locale))
        return <p style={styles.row}>{words.inSourcePane(TARGET_LANGUAGES, this.languageMenuLabel)}</p>
      // The Texts show one translation in a pane of its own; a content file holds every translation.
      const translatedInto = collection?.get('i18n') && isTarget(locale) ? [locale] : TARGET_LANGUAGES
      const states = this.states(this.models())
      if (states.length === 0) return <p style={styles.upToDate}>{words.upToDate(translatedInto)}</p>
      const heading = words.heading(
        states.length,
        translatedInto.filter((language) => states.some((state) => state.language === language)),
      )
      return (
        <section style={styles.notice} aria-label={heading} data-translation-check="">
          <p style={styles.row}>
            <strong>{heading}</strong>
          </p>
          <p style={styles.row}>{words.explanation}</p>
          <ul style={styles.list}>
            {states.map((state) => (
              <li key={`${state.language}:${state.field}`} style={styles.item}>
                <strong>{labelAt(collection, state)}</strong>
                <ChangedWords before={state.checkedAgainst} after={state.source} words={words} />
                <p style={styles.row}>
                  {words.translation(state.language)}: {state.target}
                </p>
                <button
                  type="button"
                  style={styles.button}
                  onClick={() => this.update({ language: state.language, field: state.field })}
                >
                  {words.stillCorrect}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )
    }
  }
}
