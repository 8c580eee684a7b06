import { useEffect, useRef, type MutableRefObject } from 'react'
import { textFile, type TextFile } from '../lib/contact/download'
import { buildVCard, VCARD_MIME_TYPE, type VCardContact } from '../lib/contact/vcard'

type MadeFile = { card: VCardContact; file: TextFile } | null

/** The file of `card` in `made`, made now if it holds another card's or none (whose file is then freed). */
function fileOf(made: MutableRefObject<MadeFile>, card: VCardContact): string {
  if (made.current?.card !== card) {
    made.current?.file.release()
    made.current = { card, file: textFile(buildVCard(card), VCARD_MIME_TYPE) }
  }
  return made.current.file.url
}

/**
 * The card as a file in memory: the returned function gives its object URL. Building the card, with its embedded
 * logo, was most of a tap's work, so the file is made ahead of the tap once `wanted` turns true, and a tap only
 * hands it over; a tap that comes first makes it, and the taps after hand over the same file. One file per card:
 * a changed card (an editor's draft, in edit mode) gets a new one, and the old is freed, as is the last when the
 * button goes. Only a tap reads it, so making it renders nothing.
 */
export function useVCardFile(card: VCardContact, wanted: boolean): () => string {
  const made = useRef<MadeFile>(null)
  useEffect(() => {
    if (wanted) fileOf(made, card)
  }, [card, wanted])
  useEffect(
    () => () => {
      made.current?.file.release()
      made.current = null
    },
    [],
  )
  return () => fileOf(made, card)
}
