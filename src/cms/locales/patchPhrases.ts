import type { UiLanguage } from '../../lib/editor/uiLanguage'
import type { Phrases } from './phrases'

/**
 * The phrases that our patches of Decap's components (cms-packages/patches/) look up with Decap's `t`, which
 * Decap's locales lack: names it never gave (the preview's frame, the controls of a list's items, each naming
 * its item by the list's summary of it), and the controls the patches add (a phone's switch between the form and
 * the preview, moving a list's item up and down), in each interface language.
 */
export const PATCH_PHRASES: Record<UiLanguage, Phrases> = {
  ro: {
    editor: {
      editorInterface: { phoneView: 'Pe ecran', phoneForm: 'Formular', phonePreview: 'Previzualizare' },
      editorPreviewPane: { frameTitle: 'Previzualizarea intrării' },
      editorWidgets: {
        list: {
          expandItem: 'Deschide „%{item}”',
          collapseItem: 'Strânge „%{item}”',
          removeItem: 'Șterge „%{item}”',
          moveItem: 'Trage ca să muți „%{item}”',
          moveItemUp: 'Mută „%{item}” mai sus',
          moveItemDown: 'Mută „%{item}” mai jos',
        },
      },
    },
  },
  en: {
    editor: {
      editorInterface: { phoneView: 'On screen', phoneForm: 'Form', phonePreview: 'Preview' },
      editorPreviewPane: { frameTitle: 'Preview of the entry' },
      editorWidgets: {
        list: {
          expandItem: 'Expand “%{item}”',
          collapseItem: 'Collapse “%{item}”',
          removeItem: 'Remove “%{item}”',
          moveItem: 'Drag to move “%{item}”',
          moveItemUp: 'Move “%{item}” up',
          moveItemDown: 'Move “%{item}” down',
        },
      },
    },
  },
}
