import { stringify } from 'yaml'
import type { UiLanguage } from '../../lib/editor/uiLanguage'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../lib/i18n/languages'
import type { SectionId } from '../../lib/sections'
import { CONTENT_SCHEMAS, PORTFOLIO_IMAGE, translationSchema } from '../../lib/content/schemas'
import { COLLECTION_FORMATS, I18N_STRUCTURE } from '../../lib/editor/publishedFiles'
import { CONTENT_FILE_NAMES, contentFilePath, type ContentFileName } from '../../lib/content/contentTypes'
import { CHECKS_KEY, TRANSLATION_STATUS_WIDGET } from '../../lib/content/translationChecks'
import { COMMIT_MESSAGES } from '../../lib/editor/entryHistory'
import { FALLBACK_CMS_TARGET, type CmsTarget } from './cmsTarget'
import { decapFields, type DecapField } from './decapFields'
import { COLLECTION_LABELS, CONTENT_FILE_LABELS, TEXT_LABELS, presentationsIn } from './editorLabels'
import { mediaProcessing } from './mediaProcessing'

/**
 * Where "View preview" opens a draft's Deploy Preview: the section of the page that shows the change (on the
 * default language's page). Texts have none: src/cms/deployPreviewPage.ts opens the page of their language.
 */
const previewPath = (section: SectionId) => `/#${section}`

/**
 * Uploaded images go to content/images/; content files name them relative to content/ (`images/x.jpg`). Any
 * raster image there may become a front page, so each is saved as one, whichever field or page uploads it.
 */
const MEDIA = {
  media_folder: 'content/images',
  public_folder: 'images',
  media_processing: mediaProcessing(PORTFOLIO_IMAGE),
} as const

/**
 * The first field of every collection: the translations' check, which lists the translated values whose Romanian
 * changed since they were checked and keeps the file's record of checks (src/cms/widgets/TranslationStatusControl.tsx).
 */
const translationChecksField = (language: UiLanguage): DecapField => ({
  name: CHECKS_KEY,
  label: COLLECTION_LABELS.translationChecks[language],
  widget: TRANSLATION_STATUS_WIDGET,
  required: false,
})

const withI18n = (fields: DecapField[]) => fields.map((field) => ({ ...field, i18n: true }))

/** A collection of Decap's, as this configuration writes them: of files (the content), or a folder (the texts). */
type Collection = {
  name: string
  label: string
  label_singular?: string
  description: string
  format: string
  files?: { name: string; label: string; file: string; preview_path: string; fields: DecapField[] }[]
  folder?: string
  extension?: string
  create?: boolean
  delete?: boolean
  identifier_field?: string
  summary?: string
  i18n?: boolean
  fields?: DecapField[]
}

/** A content file's collection: the file as its one entry, named as the file, previewed at its section. */
function contentCollection(name: ContentFileName, language: UiLanguage): Collection {
  const labels = CONTENT_FILE_LABELS[name]
  return {
    name,
    label: labels.collection[language],
    description: labels.description[language],
    format: COLLECTION_FORMATS[name].name,
    files: [
      {
        name,
        label: labels.file[language],
        file: contentFilePath(name),
        preview_path: previewPath(name),
        fields: [
          translationChecksField(language),
          ...decapFields(CONTENT_SCHEMAS[name].shape, presentationsIn(labels.fields, language), language),
        ],
      },
    ],
  }
}

/**
 * The texts of the page, every key of the locale files in each language side by side: a folder collection, as
 * Decap keeps one file per language (locales/<language>/translation.json) for folder collections only. Its one
 * entry is `translation`; editors neither add nor delete entries.
 */
function textsCollection(language: UiLanguage): Collection {
  return {
    name: 'texts',
    label: COLLECTION_LABELS.texts[language],
    label_singular: COLLECTION_LABELS.textsEntry[language],
    description: COLLECTION_LABELS.textsDescription[language],
    folder: 'locales',
    extension: 'json',
    format: COLLECTION_FORMATS.texts.name,
    create: false,
    delete: false,
    identifier_field: 'home',
    summary: COLLECTION_LABELS.textsEntry[language],
    i18n: true,
    fields: withI18n([
      translationChecksField(language),
      ...decapFields(translationSchema.shape, presentationsIn(TEXT_LABELS, language), language),
    ]),
  }
}

/**
 * Decap CMS's configuration (`/admin/config.yml`, written by the build): a collection per content file
 * (src/lib/content/contentTypes.ts), then the texts. Their fields and rules come from the zod schemas the
 * build validates with, their labels from editorLabels.ts, and their files are written in the formats of
 * src/lib/content/jsonFile.ts.
 */
export function cmsConfig(siteUrl: string, language: UiLanguage, target: CmsTarget = FALLBACK_CMS_TARGET) {
  return {
    // Logging in goes through Netlify's OAuth provider for GitHub (the github backend's default `base_url`,
    // api.netlify.com), set up once as docs/editor.md says. Publish squashes a draft's commits into one commit,
    // named as the draft was: in the interface's words, so that the entry's history can show the title.
    backend: {
      name: 'github',
      repo: target.repo,
      branch: target.branch,
      ...(target.previewContext ? { preview_context: target.previewContext } : {}),
      squash_merges: true,
      commit_messages: COMMIT_MESSAGES[language],
    },
    // Saving makes a draft (a branch and a pull request, which gets a Deploy Preview); only Publish merges it.
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/favicon.svg',
    locale: language,
    ...MEDIA,
    i18n: { structure: I18N_STRUCTURE, locales: [...LANGUAGES], default_locale: DEFAULT_LANGUAGE },
    collections: [...CONTENT_FILE_NAMES.map((name) => contentCollection(name, language)), textsCollection(language)],
  }
}

export const cmsConfigYaml = (siteUrl: string, language: UiLanguage, target?: CmsTarget) =>
  `# Written by the build from src/node/editorConfig/cmsConfig.ts: edit that file, not this one.\n${stringify(cmsConfig(siteUrl, language, target))}`
