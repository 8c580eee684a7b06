import type { UiLanguage } from '../../lib/editor/uiLanguage'
import type { Phrases } from './ro'

/**
 * The phrases that our patches of Decap's components (cms-packages/patches/) look up with Decap's `t`, which
 * Decap's locales lack: names it never gave (the preview's frame), in each interface language.
 */
export const PATCH_PHRASES: Record<UiLanguage, Phrases> = {
  ro: {
    editor: { editorPreviewPane: { frameTitle: 'Previzualizarea intrării' } },
  },
  en: {
    editor: { editorPreviewPane: { frameTitle: 'Preview of the entry' } },
  },
}
