import React from 'react'
import { render, screen } from '@testing-library/react'
import { StartupErrorBoundary } from '../../src/components/StartupErrorBoundary'

function Broken(): React.ReactElement {
  throw new Error('boom')
}

describe('StartupErrorBoundary', () => {
  it('logs a start-up failure and keeps the prerendered page', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <StartupErrorBoundary serverHtml="<main><h1>Exemplu Media</h1></main>">
        <Broken />
      </StartupErrorBoundary>,
    )
    expect(screen.getByRole('heading', { name: 'Exemplu Media' })).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/could not start/), expect.any(Error))
    error.mockRestore()
  })

  it('renders its children when nothing fails', () => {
    render(
      <StartupErrorBoundary serverHtml={null}>
        <p>fine</p>
      </StartupErrorBoundary>,
    )
    expect(screen.getByText('fine')).toBeInTheDocument()
  })
})
