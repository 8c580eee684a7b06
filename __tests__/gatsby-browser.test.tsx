import React from 'react'
import { act } from 'react'
import { replaceHydrateFunction } from '../gatsby-browser'

type Start = (element: React.ReactElement, container: Element) => void
const start = (replaceHydrateFunction as unknown as () => Start)()

// React's act() warns unless told it runs in a test (Testing Library's render says so itself).
beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }))

describe('starting the page', () => {
  it('hydrates the prerendered page, keeping its elements', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<p>Bună ziua</p>'
    const prerendered = container.firstElementChild
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => start(<p>Bună ziua</p>, container))
    expect(container.firstElementChild).toBe(prerendered)
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('renders an empty page (the development server sends one) instead of hydrating it', async () => {
    const container = document.createElement('div')
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => start(<p>Bună ziua</p>, container))
    expect(container.innerHTML).toBe('<p>Bună ziua</p>')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
