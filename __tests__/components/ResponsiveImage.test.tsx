import React from 'react'
import { render, screen } from '@testing-library/react'
import { ResponsiveImage } from '../../src/components/ResponsiveImage'

const image = {
  layout: 'constrained' as const,
  width: 600,
  height: 400,
  images: {
    fallback: {
      src: '/a-600.jpg',
      srcSet: '/a-300.jpg 300w,/a-600.jpg 600w',
      sizes: '(min-width: 600px) 600px, 100vw',
    },
    sources: [
      { type: 'image/webp', srcSet: '/a-300.webp 300w,/a-600.webp 600w', sizes: '(min-width: 600px) 600px, 100vw' },
    ],
  },
}

describe('ResponsiveImage', () => {
  it('offers WebP first, a JPEG fallback, and every width', () => {
    const { container } = render(<ResponsiveImage image={image} alt="Front page" />)
    const source = container.querySelector('picture > source')
    expect(source).toHaveAttribute('type', 'image/webp')
    expect(source).toHaveAttribute('srcset', '/a-300.webp 300w,/a-600.webp 600w')
    const img = screen.getByRole('img', { name: 'Front page' })
    expect(img).toHaveAttribute('src', '/a-600.jpg')
    expect(img).toHaveAttribute('srcset', '/a-300.jpg 300w,/a-600.jpg 600w')
    expect(img).toHaveAttribute('sizes', '(min-width: 600px) 600px, 100vw')
  })

  it('reserves its box (width and height) and loads lazily', () => {
    render(<ResponsiveImage image={image} alt="Front page" />)
    const img = screen.getByRole('img', { name: 'Front page' })
    expect(img).toHaveAttribute('width', '600')
    expect(img).toHaveAttribute('height', '400')
    expect(img).toHaveAttribute('loading', 'lazy')
  })
})
