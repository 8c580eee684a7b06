import React, { useEffect, useRef, useState } from 'react'
import { versionDate, versionName, type Version } from '../../lib/editor/entryHistory'
import type { UiLanguage } from '../../lib/editor/uiLanguage'
import { fieldChanges, type FieldChange } from '../../lib/editor/versionChanges'
import { isLanguage } from '../../lib/i18n/languages'
import { TRANSLATION_STATUS_WIDGET } from '../../lib/content/translationChecks'
import type { HistorySource } from './historySource'
import { HISTORY_WORDS } from './historyWords'
import type { OpenEntry } from './openEntry'

type Words = (typeof HISTORY_WORDS)[UiLanguage]

/** A chosen version: its changes since, file by file (by language in an entry of one file per language), and its data. */
type Chosen = {
  version: Version
  changes: { locale?: string; changes: FieldChange[] }[]
  data: Map<string | undefined, unknown>
}

type View =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'list'; versions: Version[] }
  | { state: 'chosen'; versions: Version[]; chosen: Chosen }

/** Each file of the entry as commit `sha` left it, parsed, by its language. */
async function entryAt(source: HistorySource, entry: OpenEntry, sha: string) {
  const texts = await Promise.all(entry.files.map(({ path }) => source.fileAt(sha, path)))
  return new Map(entry.files.map(({ locale }, index) => [locale, entry.parse(texts[index] ?? '{}')]))
}

async function choose(source: HistorySource, entry: OpenEntry, version: Version, current: Version, words: Words) {
  const [then, now] = await Promise.all([entryAt(source, entry, version.sha), entryAt(source, entry, current.sha)])
  const changes = entry.files.map(({ locale }) => ({
    locale,
    changes: fieldChanges(entry.fields, then.get(locale), now.get(locale), words, TRANSLATION_STATUS_WIDGET),
  }))
  return { version, changes, data: then }
}

function ChangeLine({ change, words }: { change: FieldChange; words: Words }) {
  return (
    <li className="cms-history-change">
      <span className="cms-history-field">{change.field.join(' › ')}:</span> <del>{change.before ?? words.absent}</del>{' '}
      <span aria-hidden="true">→</span> <ins>{change.after ?? words.absent}</ins>
    </li>
  )
}

/**
 * The history of the entry open in the editor, in a modal dialog: its published versions, newest first, each a
 * button; a version chosen, what changed from it to the version published now, field by field, and the button
 * that puts it back in the form (`restore`), to be saved as a draft.
 */
export function HistoryPanel({
  source,
  entry,
  language,
  saveWord,
  restore,
  onClose,
}: {
  source: HistorySource
  entry: OpenEntry
  language: UiLanguage
  saveWord: string
  restore: (data: Map<string | undefined, unknown>) => void
  onClose: () => void
}) {
  const words = HISTORY_WORDS[language]
  const dialog = useRef<HTMLDialogElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const [view, setView] = useState<View>({ state: 'loading' })

  useEffect(() => {
    dialog.current?.showModal()
    let current = true
    source.versions(entry.files.map(({ path }) => path)).then(
      (versions) => current && setView({ state: 'list', versions }),
      () => current && setView({ state: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [source, entry])

  // A new view moves the reader to its heading, as a new page would.
  useEffect(() => heading.current?.focus(), [view.state])

  const open = (versions: Version[], version: Version) => {
    setView({ state: 'loading' })
    choose(source, entry, version, versions[0], words).then(
      (chosen) => setView({ state: 'chosen', versions, chosen }),
      () => setView({ state: 'failed' }),
    )
  }

  const name = (version: Version) => versionName(version, language)
  const changed = view.state === 'chosen' && view.chosen.changes.some(({ changes }) => changes.length > 0)

  return (
    <dialog ref={dialog} className="cms-history" aria-labelledby="cms-history-title" onClose={onClose}>
      <header className="cms-history-header">
        <h2 id="cms-history-title">{words.title}</h2>
        <button type="button" className="cms-history-close" onClick={() => dialog.current?.close()}>
          {words.close}
        </button>
      </header>
      {view.state === 'loading' && (
        <p role="status" className="cms-history-note">
          {words.loading}
        </p>
      )}
      {view.state === 'failed' && (
        <p role="alert" className="cms-history-note" ref={heading} tabIndex={-1}>
          {words.failed}
        </p>
      )}
      {view.state === 'list' &&
        (view.versions.length === 0 ? (
          <p className="cms-history-note">{words.none}</p>
        ) : (
          <section aria-labelledby="cms-history-versions">
            <h3 id="cms-history-versions" ref={heading} tabIndex={-1}>
              {words.versions}
            </h3>
            <ul className="cms-history-versions">
              {view.versions.map((version, index) => (
                <li key={version.sha}>
                  <button type="button" onClick={() => open(view.versions, version)}>
                    {name(version)}
                  </button>
                  {index === 0 && <span className="cms-history-badge">{words.current}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      {view.state === 'chosen' && (
        <section aria-labelledby="cms-history-changes">
          <h3 id="cms-history-changes" ref={heading} tabIndex={-1}>
            {words.changes(versionDate(view.chosen.version.date, language))}
          </h3>
          <p className="cms-history-note">{name(view.chosen.version)}</p>
          {!changed ? (
            <p className="cms-history-note">{words.noChanges}</p>
          ) : (
            view.chosen.changes.map(
              ({ locale, changes }) =>
                changes.length > 0 && (
                  <div key={locale ?? ''}>
                    {locale && isLanguage(locale) && <h4>{words.inLanguage(locale)}</h4>}
                    <ul className="cms-history-changes">
                      {changes.map((change) => (
                        <ChangeLine key={change.field.join('\n')} change={change} words={words} />
                      ))}
                    </ul>
                  </div>
                ),
            )
          )}
          <div className="cms-history-actions">
            {changed && (
              <button
                type="button"
                className="cms-history-restore"
                onClick={() => {
                  restore(view.chosen.data)
                  dialog.current?.close()
                }}
              >
                {words.restore}
              </button>
            )}
            <button type="button" onClick={() => setView({ state: 'list', versions: view.versions })}>
              {words.back}
            </button>
          </div>
          {changed && <p className="cms-history-note">{words.restoreNote(saveWord)}</p>}
        </section>
      )}
    </dialog>
  )
}
