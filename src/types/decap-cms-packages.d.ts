// Decap's backends and widgets ship no types: what the editor (src/cms/index.tsx) takes from each.
declare module 'decap-cms-backend-github' {
  import type { CmsBackendClass } from 'decap-cms-core'

  export const GitHubBackend: CmsBackendClass
}

declare module 'decap-cms-backend-proxy' {
  import type { CmsBackendClass } from 'decap-cms-core'

  export const ProxyBackend: CmsBackendClass
}

declare module 'decap-cms-widget-*' {
  import type { ComponentClass } from 'react'
  import type { CmsWidgetControlProps, CmsWidgetParam } from 'decap-cms-core'

  /** A widget package: its control (a class component) and the widget `Widget()` describes, with `options`. */
  const widget: {
    controlComponent: ComponentClass<CmsWidgetControlProps<string>>
    Widget(options?: { controlComponent?: new (props: CmsWidgetControlProps<string>) => object }): CmsWidgetParam
  }
  export default widget
}

// Decap's store, its actions and selectors, which the entry's history reads and writes (src/cms/history/openEntry.ts):
// modules of decap-cms-core's own build, the same ones its core runs (webpack takes its `module` build).
declare module 'decap-cms-core/dist/esm/redux' {
  import type { Map as ImmutableMap } from 'immutable'

  type State = { entryDraft: ImmutableMap<string, unknown>; collections: ImmutableMap<string, unknown> }
  export const store: { getState(): State; dispatch(action: object): unknown }
}

declare module 'decap-cms-core/dist/esm/actions/entries' {
  import type { Map as ImmutableMap } from 'immutable'

  type Entry = ImmutableMap<string, unknown>
  export function createDraftFromEntry(entry: Entry): object
  export function changeDraftField(change: {
    field: Entry
    value: unknown
    entries: Entry[]
    metadata: object
    i18n?: { currentLocale: string; defaultLocale?: string; locales: string[] }
  }): object
}

declare module 'decap-cms-core/dist/esm/actions/notifications' {
  export function addNotification(notification: {
    message: string
    type: 'success' | 'error' | 'warning'
    dismissAfter?: number
  }): object
}

declare module 'decap-cms-core/dist/esm/lib/i18n' {
  import type { Map as ImmutableMap } from 'immutable'

  export function getI18nInfo(collection: ImmutableMap<string, unknown>): {
    structure?: string
    locales?: string[]
    defaultLocale?: string
  }
  export function getFilePath(structure: string, extension: string, path: string, slug: string, locale: string): string
}

declare module 'decap-cms-core/dist/esm/reducers' {
  import type { Map as ImmutableMap } from 'immutable'

  type Entry = ImmutableMap<string, unknown>
  export function selectEntry(state: object, collection: string, slug: string): Entry | undefined
  export function selectUnpublishedEntry(state: object, collection: string, slug: string): Entry | undefined
}

declare module 'decap-cms-core/dist/esm/reducers/collections' {
  import type { List, Map as ImmutableMap } from 'immutable'

  type Collection = ImmutableMap<string, unknown>
  export function selectFields(collection: Collection, slug: string): List<ImmutableMap<string, unknown>>
  export function selectFolderEntryExtension(collection: Collection): string
}

// Decap's registry and its check of the configuration (the editor bundles a stand-in for the check:
// src/cms/standIns/configSchema.ts), which the configuration's test runs (__tests__/cms/configSchema.test.ts).
declare module 'decap-cms-core/dist/esm/lib/registry' {
  import type { CMS } from 'decap-cms-core'

  export const registerCustomFormat: CMS['registerCustomFormat']
  export const registerWidget: CMS['registerWidget']
}

declare module 'decap-cms-core/dist/esm/constants/configSchema' {
  /** Throws Decap's `ConfigError`, whose message lists each problem with its place, when `config` breaks a rule. */
  export function validateConfig(config: object): void
}
