// The editor at /admin/: Decap CMS (its npm package's own bundle, loaded first by /admin/index.html) with the
// site's file formats and previews. Its configuration is /admin/config.yml, written by the build.
import type { ComponentType } from 'react'
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core'
import CMS from 'decap-cms-app'
import { en } from 'decap-cms-locales'
import '../styles/global.css'
import { FILE_FORMATS } from './jsonFile'
import { ContactPreview } from './previews/ContactPreview'
import { PortfolioPreview } from './previews/PortfolioPreview'
import { TextsPreview } from './previews/TextsPreview'
import { sizedImageControl } from './widgets/SizedImageControl'

// A field that breaks a rule reads as the rule says it: "Email must be an email address like name@example.com."
const { editor } = en
CMS.registerLocale('en', {
  ...en,
  editor: {
    ...editor,
    editorControlPane: {
      ...editor.editorControlPane,
      widget: { ...editor.editorControlPane.widget, regexPattern: '%{fieldLabel} %{pattern}.' },
    },
  },
})

for (const format of Object.values(FILE_FORMATS)) CMS.registerCustomFormat(format.name, 'json', format)

// Images whose field sets a smallest width are measured before publishing.
const image = CMS.getWidget('image')!
CMS.registerWidget(
  'image',
  sizedImageControl(
    image.control as unknown as Parameters<typeof sizedImageControl>[0],
  ) as unknown as ComponentType<CmsWidgetControlProps>,
  image.preview as unknown as ComponentType<CmsWidgetPreviewProps>,
)

// The previews draw the page's components with the page's styles (this bundle's CSS).
CMS.registerPreviewStyle('/admin/cms.css')
// Templates are named after the files of the file collections and after the folder collection (cmsConfig.ts).
CMS.registerPreviewTemplate('contact', ContactPreview)
CMS.registerPreviewTemplate('portfolio', PortfolioPreview)
CMS.registerPreviewTemplate('texts', TextsPreview)

CMS.init()
