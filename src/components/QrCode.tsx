import React from 'react'
import { graphql } from 'gatsby'

type QrCodeProps = { code: Queries.QrCodeFragment; labelledBy: string; className?: string }

/**
 * A QR code drawn from the path the build made: dark modules on an opaque white square, quiet zone included,
 * so it reads the same on a light or a dark page.
 */
export function QrCode({ code, labelledBy, className }: QrCodeProps) {
  return (
    <svg
      className={className}
      role="img"
      aria-labelledby={labelledBy}
      viewBox={`0 0 ${code.size} ${code.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.path} fill="#000" />
    </svg>
  )
}

export const query = graphql`
  fragment QrCode on QrCode {
    size
    path
  }
`
