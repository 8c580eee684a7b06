import React, { type CSSProperties } from 'react'
import { changedWords } from '../../lib/content/translationChecks'
import type { TRANSLATION_CHECK_WORDS } from '../translationCheckWords'

type Props = {
  before: string
  after: string
  words: (typeof TRANSLATION_CHECK_WORDS)[keyof typeof TRANSLATION_CHECK_WORDS]
}

const removed: CSSProperties = { background: '#fecaca', textDecoration: 'line-through' }
const added: CSSProperties = { background: '#bbf7d0', textDecoration: 'none' }
const row: CSSProperties = { margin: '4px 0' }

/** The Romanian a translation was checked against and the current one, the words that changed marked. */
export function ChangedWords({ before, after, words }: Props) {
  const parts = changedWords(before, after)
  return (
    <>
      <p style={row}>
        {words.checkedAgainst}:{' '}
        {parts.before.map((part, index) =>
          part.changed ? (
            <del key={index} style={removed}>
              {part.text}
            </del>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
      <p style={row}>
        {words.current}:{' '}
        {parts.after.map((part, index) =>
          part.changed ? (
            <ins key={index} style={added}>
              {part.text}
            </ins>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
    </>
  )
}
