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
