import type { PreviewTemplateComponentProps } from 'decap-cms-core'

/** What Decap CMS gives a preview template; `locale` is the language of the entry's left pane. */
export type PreviewProps = PreviewTemplateComponentProps & { locale?: string }

/** The entry being edited, as plain data. */
export const entryData = <T>({ entry }: PreviewProps) => (entry.get('data')?.toJS() ?? {}) as T

/** The address of an image the entry names, as the editor serves it (a file just uploaded included). */
export const imageUrlOf =
  ({ getAsset }: PreviewProps) =>
  (path: string) =>
    String(getAsset(path))
