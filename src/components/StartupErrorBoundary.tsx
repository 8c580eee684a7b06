import React, { Component, type ReactNode } from 'react'

type StartupErrorBoundaryProps = { children: ReactNode; serverHtml: string | null }
type StartupErrorBoundaryState = { failed: boolean }

/**
 * If the page fails while starting in the browser, React would remove everything it rendered. This boundary
 * logs the error and puts back the prerendered HTML, so the visitor keeps a readable page.
 */
export class StartupErrorBoundary extends Component<StartupErrorBoundaryProps, StartupErrorBoundaryState> {
  state: StartupErrorBoundaryState = { failed: false }

  static getDerivedStateFromError(): StartupErrorBoundaryState {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('The page could not start; showing the prerendered page instead.', error)
  }

  render() {
    if (!this.state.failed) return this.props.children
    if (this.props.serverHtml === null) return null
    return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: this.props.serverHtml }} />
  }
}
