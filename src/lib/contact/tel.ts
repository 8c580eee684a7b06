/** A `tel:` URI for a phone number as people write it: `+40 21 000 0000` -> `tel:+40210000000`. */
export function telUri(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
