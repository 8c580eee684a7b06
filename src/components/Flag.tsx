import React, { useId } from 'react'
import { languageRecord, type Language } from '../lib/i18n/languages'

type FlagProps = { language: Language; className?: string }

/**
 * A language's flag, drawn from its record, inline so the page makes no request for it; decorative, the
 * language name says it.
 */
export function Flag({ language, className }: FlagProps) {
  const clipId = `flag-clip${useId().replace(/:/g, '')}`
  const { viewBox, clipPath, shapes } = languageRecord(language).flag
  return (
    <svg className={className} width={24} height={16} aria-hidden focusable={false} viewBox={viewBox}>
      {clipPath && (
        <clipPath id={clipId}>
          <path d={clipPath} />
        </clipPath>
      )}
      {shapes.map((shape) => (
        <path
          key={`${shape.d}${'fill' in shape ? shape.fill : shape.stroke}`}
          d={shape.d}
          {...('fill' in shape ? { fill: shape.fill } : { stroke: shape.stroke, strokeWidth: shape.strokeWidth })}
          clipPath={shape.clipped && `url(#${clipId})`}
        />
      ))}
    </svg>
  )
}
