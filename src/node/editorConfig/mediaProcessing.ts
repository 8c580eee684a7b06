import type { ImageFileRule } from '../../lib/content/schemas'

/**
 * The JPEG quality the editor saves images at, chosen by measurement (scripts/measure-jpeg-quality.mts): past it, a
 * photo's bytes grow fastest for the least gain in similarity, and what the page serves from the saved image is as
 * close to the original as what it serves from the original itself.
 */
export const EDITOR_JPEG_QUALITY = 85

/**
 * Decap's `media_processing` for images under `rule`: done in the browser before anything is saved, it draws a JPEG,
 * PNG or WebP `rule.maxWidth` px wide and encodes it as the rule's format, which keeps none of its metadata (EXIF,
 * GPS position). It draws narrower images larger too: src/cms/mediaUploads.ts refuses those before it sees them.
 */
export const mediaProcessing = (rule: ImageFileRule) => ({
  enabled: true,
  format: { enabled: true, default: rule.format },
  quality: EDITOR_JPEG_QUALITY,
  strip_metadata: true,
  width: rule.maxWidth,
})
