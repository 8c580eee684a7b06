import type { CMS } from 'decap-cms-core'
import DecapCmsWidgetImage from 'decap-cms-widget-image'
import DecapCmsWidgetList from 'decap-cms-widget-list'
import DecapCmsWidgetObject from 'decap-cms-widget-object'
import DecapCmsWidgetString from 'decap-cms-widget-string'
import DecapCmsWidgetText from 'decap-cms-widget-text'
import { FILE_FORMATS } from '../lib/content/jsonFile'
import type { UiLanguage } from '../lib/editor/uiLanguage'
import { contentRuleControl } from './widgets/ContentRuleControl'
import { measuredImageControl } from './widgets/MeasuredImageControl'
import { svgCheckedControl } from './widgets/SvgCheckedControl'
import { translationMarked } from './widgets/TranslationMarked'
import { TRANSLATION_STATUS_WIDGET, translationStatusControl } from './widgets/TranslationStatusControl'

/** Where Decap keeps what is registered: its `CMS`, or its registry module itself (the configuration's test). */
export type DecapRegistry = Pick<CMS, 'registerCustomFormat' | 'registerWidget'>

/**
 * Registers with `decap` the names the configuration uses beyond Decap's own, which Decap's schema of the
 * configuration accepts only once registered (__tests__/cms/configSchema.test.ts): the files' formats
 * (src/lib/content/jsonFile.ts) and the widgets (`DecapField['widget']`, src/node/editorConfig/decapFields.ts).
 * Two widgets have checks of ours: images whose field has rules on the file (a smallest width, a format) are
 * measured before saving, an SVG is read with the build's rule on the logo's file, and text fields under a rule
 * no pattern expresses (a URL that parses, an id no other item of its list has) are checked with the build's
 * own schema (their `content_rule`). Every value widget also marks a translation whose Romanian changed since it
 * was checked, and the entry's `$translated` field lists them (src/lib/content/translationChecks.ts has the rule).
 */
export function registerFormatsAndWidgets(decap: DecapRegistry, uiLanguage: UiLanguage): void {
  for (const format of Object.values(FILE_FORMATS)) decap.registerCustomFormat(format.name, 'json', format)
  for (const widget of [
    DecapCmsWidgetString.Widget({
      controlComponent: translationMarked(
        contentRuleControl(DecapCmsWidgetString.controlComponent, uiLanguage),
        uiLanguage,
      ),
    }),
    DecapCmsWidgetText.Widget({
      controlComponent: translationMarked(DecapCmsWidgetText.controlComponent, uiLanguage),
    }),
    DecapCmsWidgetImage.Widget({
      controlComponent: translationMarked(
        svgCheckedControl(measuredImageControl(DecapCmsWidgetImage.controlComponent, uiLanguage), uiLanguage),
        uiLanguage,
      ),
    }),
    DecapCmsWidgetList.Widget(),
    DecapCmsWidgetObject.Widget(),
  ])
    decap.registerWidget(widget)
  decap.registerWidget(TRANSLATION_STATUS_WIDGET, translationStatusControl(uiLanguage))
}
