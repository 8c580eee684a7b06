import { addEditorStyles, DECAP_TOOLBAR_BUTTON, PHONE_LAYOUT } from '../editorStyles'

/**
 * The styles of an entry's history (historyButton.tsx, HistoryPanel.tsx), drawn as Decap draws its own toolbar
 * buttons and cards (decap-cms-ui-default: buttons.button with lightBlue, colors.text #313d3e, activeBackground
 * #3a69c7; its greys and teal as cms-packages/patches/decap-cms-ui-default-contrast.patch darkens them), every
 * text at 4.5:1 or more on its background; on a phone, every button a thumb's size and the panel within the
 * screen the browser leaves. The editor's page loads no style sheet of ours (cms.css is the previews'), and
 * Decap's own styles are <style> elements emotion writes: these are written the same way, once (the editor's
 * policy allows inline styles, src/node/afterBuild/contentSecurityPolicy.ts).
 */
export const HISTORY_CSS = `
.cms-history-host {
  display: flex;
  align-items: center;
}

.cms-history-button,
.cms-history button {
  height: 36px;
  line-height: 36px;
  white-space: nowrap;
  ${DECAP_TOOLBAR_BUTTON}
}

.cms-history-button {
  margin: 0 10px;
}

.cms-history-button:hover,
.cms-history button:hover {
  background-color: #ddf5f9;
}

.cms-history-button:focus-visible,
.cms-history button:focus-visible {
  outline: 2px solid #3a69c7;
  outline-offset: 2px;
}

.cms-history {
  width: min(760px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  padding: 0;
  border: 0;
  border-radius: 5px;
  box-shadow:
    0 2px 6px 0 rgba(68, 74, 87, 0.05),
    0 1px 3px 0 rgba(68, 74, 87, 0.1),
    0 2px 54px rgba(0, 0, 0, 0.1);
  color: #313d3e;
  font-size: 14px;
  line-height: 1.5;
}

.cms-history::backdrop {
  background-color: rgba(0, 0, 0, 0.4);
}

.cms-history-header {
  position: sticky;
  top: 0;
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  padding: 12px 20px;
  border-bottom: 1px solid #dfdfe3;
  background-color: #fff;
}

.cms-history h2 {
  margin: 0;
  font-size: 18px;
  font-weight: 600;
}

.cms-history section {
  padding: 16px 20px 20px;
}

.cms-history h3 {
  margin: 0 0 12px;
  font-size: 15px;
  font-weight: 600;
}

.cms-history h4 {
  margin: 16px 0 6px;
  color: #5f6776;
  font-size: 13px;
  font-weight: 600;
  text-transform: uppercase;
}

.cms-history-note {
  margin: 8px 0;
  padding: 0 20px;
  color: #5f6776;
}

.cms-history section .cms-history-note {
  padding: 0;
}

.cms-history ul {
  margin: 0;
  padding: 0;
  list-style: none;
}

.cms-history-versions li {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  padding: 4px 0;
}

.cms-history-versions button {
  height: auto;
  min-height: 36px;
  padding: 6px 12px;
  line-height: 1.5;
  text-align: left;
  white-space: normal;
}

.cms-history-badge {
  padding: 2px 8px;
  border-radius: 5px;
  background-color: #ddf5f9;
  color: #0b6775;
  font-size: 13px;
  font-weight: 600;
}

.cms-history-change {
  padding: 8px 0;
  border-top: 1px solid #eff0f4;
  overflow-wrap: anywhere;
}

.cms-history-field {
  font-weight: 600;
}

.cms-history del {
  background-color: #fcefea;
  color: #9a2c2c;
}

.cms-history ins {
  background-color: #e3f7ec;
  color: #005614;
  text-decoration: none;
}

.cms-history-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 16px;
}

.cms-history button.cms-history-restore {
  background-color: #3a69c7;
  color: #fff;
}

.cms-history button.cms-history-restore:hover {
  background-color: #2c54a4;
}

/* A heading that takes the focus when its view opens (for screen readers) needs no ring. */
.cms-history [tabindex='-1']:focus {
  outline: none;
}

@media ${PHONE_LAYOUT} {
  .cms-history {
    max-height: calc(100dvh - 32px);
  }

  .cms-history button {
    min-height: 44px;
    height: auto;
  }
}

`

/** Adds the history's styles to `document`, once. */
export const addHistoryStyles = (document: Document) => addEditorStyles(document, 'cms-history-styles', HISTORY_CSS)
