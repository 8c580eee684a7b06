// The editor at /admin/: Decap CMS built from its core with what the site uses (the backends and widgets its
// configuration names, as Decap documents a custom build), the site's file formats and previews, on React 19
// (src/node/bundles/adminBundle.ts). Its configuration is /admin/config.yml (Romanian) or config.en.yml, written by
// the build.

// First, before any schema is made: zod checks the content rules without compiling code (standIns/zodWithoutEval.ts).
import './standIns/zodWithoutEval'
import CMS, { type CmsConfig } from 'decap-cms-core'
import { GitHubBackend } from 'decap-cms-backend-github'
import { ProxyBackend } from 'decap-cms-backend-proxy'
import '../styles/global.css'
import { openDeployPreviewsByLanguage } from './deployPreviewPage'
import { addNotificationColours, layOutForSmallScreens } from './editorStyles'
import { reopenOnEntrySwitch } from './entrySwitch'
import { openLinkedField } from './fieldLink'
import { addHistoryButton } from './history/historyButton'
import { keepBackendsForHistory } from './history/historySource'
import { examineUploads } from './mediaUploads'
import { registerFormatsAndWidgets } from './formatsAndWidgets'
import { followPublishes } from './publishStatus'
import { showKeyboardFocus } from './editorStyles'
import { keepToolbarFocus } from './toolbarFocus'
import { addToolbarMenu } from './phoneToolbar'
import { en } from './locales/en'
import { phraseAt } from './locales/phrases'
import { ro } from './locales/ro'
import { SECTION_PREVIEWS } from './previews/sectionPreviews'
import { TextsPreview } from './previews/TextsPreview'
import { chosenSvgFilesChecked } from './widgets/SvgCheckedControl'
import { chooseUiLanguage, EDITOR_CONFIG_FILES, EDITOR_PAGE_WORDS } from '../lib/editor/uiLanguage'

// Decap merges this over config.yml: its `locale` gives way to the language the editor chose (uiLanguage.ts).
const storage = (() => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
})()
const uiLanguage = chooseUiLanguage(window.location.search, storage)

document.documentElement.lang = uiLanguage
document.title = EDITOR_PAGE_WORDS[uiLanguage].title
// Every control shows when the keyboard is on it (editorStyles.ts).
showKeyboardFocus(window)
// Saving and publishing redraw the entry's toolbar: the keyboard stays in it (toolbarFocus.ts).
keepToolbarFocus(document)

// Decap's interface in Romanian as corrected for our editors, and in English (src/cms/locales/).
CMS.registerLocale('ro', ro)
CMS.registerLocale('en', en)

// The backends: GitHub's on the deployed site, and decap-server's (proxy) for `npm run cms`.
CMS.registerBackend('github', GitHubBackend)
CMS.registerBackend('proxy', ProxyBackend)

// The files' formats and the fields' widgets, some with checks of ours (formatsAndWidgets.ts).
registerFormatsAndWidgets(CMS, uiLanguage)

// Each file chosen in the media library is read before Decap converts it (media_processing, config.yml): one it
// cannot convert, or would enlarge, is refused in the interface's language (mediaUploads.ts).
examineUploads(window, uiLanguage)

// Decap's notifications in colours their white text reads on (editorStyles.ts).
addNotificationColours(document)

// An entry's toolbar wraps where its row does not fit; below 800 px, the editor laid out for a phone
// (editorStyles.ts, cms-packages/patches/), an entry's toolbar in one row (phoneToolbar.ts).
layOutForSmallScreens(document)
addToolbarMenu(document, uiLanguage)

// The previews draw the page's components with the page's styles (this bundle's CSS).
CMS.registerPreviewStyle('/admin/cms.css')
// Templates are named after the files of the file collections and after the folder collection (cmsConfig.ts).
for (const [file, preview] of Object.entries(SECTION_PREVIEWS)) CMS.registerPreviewTemplate(file, preview)
CMS.registerPreviewTemplate('texts', TextsPreview)

// Our collections, labels, hints and messages in the chosen language: Decap loads the file the link names.
document.querySelector('link[rel="cms-config-url"]')?.setAttribute('href', EDITOR_CONFIG_FILES[uiLanguage])

// "View preview" on a draft of the Texts opens the page of the language it changes, with the deployed
// backend (github) as with the local one (proxy, decap-server).
openDeployPreviewsByLanguage(CMS.getBackend, ['github', 'proxy'], 'texts')

// A link from the page's edit mode opens its entry, then its field (fieldLink.ts). Previews link to the
// production site's editor (src/node/buildMode.ts), so every build's editor follows them.
openLinkedField(window, uiLanguage)

// Every entry's Istoric: its published versions, what changed since each, and a restore that makes a draft
// (src/cms/history/), read through the backend Decap started.
keepBackendsForHistory(CMS.getBackend)
addHistoryButton(document, uiLanguage, phraseAt({ ro, en }[uiLanguage], 'editor.editorToolbar.save'))

// An entry opened straight from another shows its own content (entrySwitch.ts, decaporg/decap-cms#4147).
reopenOnEntrySwitch(window)

// A save waits until the logo's chosen file has been read, and stops at its problem (SvgCheckedControl.tsx).
CMS.registerEventListener({ name: 'preSave', handler: () => chosenSvgFilesChecked() })

// After Publish, a status at the foot of the window says when the site shows the change (publishStatus.ts).
followPublishes(window, uiLanguage, CMS.registerEventListener)

CMS.init({ config: { locale: uiLanguage } as CmsConfig })
