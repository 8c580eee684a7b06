import { useEffect, useRef, type RefObject } from 'react'
import { textFile, type TextFile } from '../lib/contact/download'
import { buildVCard, VCARD_MIME_TYPE, type VCardContact } from '../lib/contact/vcard'

/** The card as a file in memory. */
export const vcardFile = (card: VCardContact): TextFile => textFile(buildVCard(card), VCARD_MIME_TYPE)

/**
 * The card as a file in memory (its object URL), made once `wanted` turns true and made anew when the card
 * changes (an editor's draft, in edit mode): building it, with its embedded logo, was most of a tap's work, so
 * a tap now only hands the file over. Null until made; freed when the card changes or the button goes. Only a
 * tap reads it, so making it renders nothing.
 */
export function useVCardFile(card: VCardContact, wanted: boolean): RefObject<string | null> {
  const url = useRef<string | null>(null)
  useEffect(() => {
    if (!wanted) return
    const file = vcardFile(card)
    url.current = file.url
    return () => {
      url.current = null
      file.release()
    }
  }, [card, wanted])
  return url
}
