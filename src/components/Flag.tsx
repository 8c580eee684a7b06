import React, { useId } from 'react'
import type { Language } from '../lib/i18n/languages'

type FlagProps = { language: Language; className?: string }

/** A language's flag, inline so the page makes no request for it; decorative, the language name says it. */
export function Flag({ language, className }: FlagProps) {
  const clipId = `flag-clip${useId().replace(/:/g, '')}`
  const common = { className, width: 24, height: 16, 'aria-hidden': true, focusable: false } as const
  if (language === 'ro') {
    return (
      <svg {...common} viewBox="0 0 3 2">
        <path fill="#002b7f" d="M0 0h1v2H0z" />
        <path fill="#fcd116" d="M1 0h1v2H1z" />
        <path fill="#ce1126" d="M2 0h1v2H2z" />
      </svg>
    )
  }
  return (
    <svg {...common} viewBox="0 0 60 40" preserveAspectRatio="xMidYMid slice">
      <clipPath id={clipId}>
        <path d="M30 20h30v20zv20H0zH0V0zV0h30z" />
      </clipPath>
      <path fill="#012169" d="M0 0h60v40H0z" />
      <path stroke="#fff" strokeWidth="8" d="m0 0 60 40m0-40L0 40" />
      <path stroke="#c8102e" strokeWidth="5" d="m0 0 60 40m0-40L0 40" clipPath={`url(#${clipId})`} />
      <path stroke="#fff" strokeWidth="13" d="M30 0v40M0 20h60" />
      <path stroke="#c8102e" strokeWidth="8" d="M30 0v40M0 20h60" />
    </svg>
  )
}
