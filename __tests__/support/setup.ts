import '@testing-library/jest-dom'
import React from 'react'
import { TestIntersectionObserver } from './intersection'

// Gatsby's runtime is not there in jsdom: `graphql` tags are inert, links are anchors, navigation is recorded.
jest.mock('gatsby', () => {
  const actual = jest.requireActual('gatsby')
  const mockReact = jest.requireActual('react')
  return {
    ...actual,
    graphql: jest.fn(),
    navigate: jest.fn(),
    Link: mockReact.forwardRef(
      (
        { to, activeClassName, activeStyle, partiallyActive, ...rest }: Record<string, unknown>,
        ref: React.Ref<HTMLAnchorElement>,
      ) => mockReact.createElement('a', { ...rest, ref, href: to }),
    ),
    useStaticQuery: jest.fn(),
  }
})

// jsdom implements neither matchMedia, window.scrollTo, IntersectionObserver nor ResizeObserver (suites in the node
// environment have no window). It lays nothing out, so no size it could observe ever changes.
if (typeof window !== 'undefined') installBrowserStubs()

function installBrowserStubs() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }),
  })
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo
  window.IntersectionObserver = TestIntersectionObserver
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

afterEach(() => {
  jest.clearAllMocks()
})
