import React from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { UiLanguage } from '../../lib/editor/uiLanguage'
import { HistoryPanel } from './HistoryPanel'
import { historySource } from './historySource'
import { addHistoryStyles } from './historyStyles'
import { HISTORY_WORDS } from './historyWords'
import { openEntry, restoreIntoForm } from './openEntry'

/**
 * The Istoric button of an entry's editor, in Decap's toolbar beside "Vezi pe site", and the history it opens
 * (HistoryPanel.tsx). Decap's toolbar takes no button of ours: the button goes into the toolbar's right-hand
 * part, which Decap's styles name `ToolbarSubSectionLast` in its class, each time Decap draws the toolbar.
 */

const TOOLBAR_PART = '[class*="-ToolbarSubSectionLast"]'
const HOST_CLASS = 'cms-history-host'

/** Adds the Istoric button to every entry's toolbar Decap draws in `document`. */
export function addHistoryButton(document: Document, language: UiLanguage, saveWord: string) {
  addHistoryStyles(document)
  const words = HISTORY_WORDS[language]
  // The panel has a root of its own, outside Decap's: Decap draws the toolbar again when it reloads the entry
  // (after a publish, say), which would take an open panel with it.
  const panelHost = document.createElement('div')
  document.body.append(panelHost)
  const panel = createRoot(panelHost)
  const show = () => {
    const source = historySource()
    const entry = openEntry()
    if (!source || !entry) return
    panel.render(
      <HistoryPanel
        // Each opening starts afresh, with the entry open now.
        key={Date.now()}
        source={source}
        entry={entry}
        language={language}
        saveWord={saveWord}
        restore={(data) => restoreIntoForm(entry, data, words.restored(saveWord))}
        onClose={() => panel.render(null)}
      />,
    )
  }
  let button: Root | undefined
  const place = () => {
    const toolbar = document.querySelector(TOOLBAR_PART)
    if (!toolbar || toolbar.querySelector(`.${HOST_CLASS}`)) return
    // The toolbar of the entry before is gone with its button.
    button?.unmount()
    const host = document.createElement('div')
    host.className = HOST_CLASS
    toolbar.prepend(host)
    button = createRoot(host)
    button.render(
      <button type="button" className="cms-history-button" aria-haspopup="dialog" onClick={show}>
        {words.button}
      </button>,
    )
  }
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true })
}
