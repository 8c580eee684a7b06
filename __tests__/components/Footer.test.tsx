import React from 'react'
import { render, screen } from '@testing-library/react'
import { Footer } from '../../src/components/Footer'

describe('Footer', () => {
  afterEach(() => jest.useRealTimers())

  it('shows ©, the current year and the company name', () => {
    jest.useFakeTimers({ now: new Date('2027-03-04T10:00:00') })
    render(<Footer companyName="Exemplu Media" buildYear={2026} />)
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2027 Exemplu Media')
  })
})
