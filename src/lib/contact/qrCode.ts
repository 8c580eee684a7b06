import QRCode from 'qrcode'

/** The blank border phone cameras need around a QR code, in modules (the standard's minimum). */
export const QUIET_ZONE = 4

export type QrCode = { text: string; size: number; path: string }

/**
 * A QR code of `text` as SVG path data on a `size` x `size` square, one unit per module, quiet zone included:
 * the dark modules as runs along each row, at error-correction level M (15 % of the code may be damaged or
 * badly lit and still read). The build makes the page's codes (no QR library in the page's JavaScript); the
 * editor's preview makes its own.
 */
export function qrCode(text: string): QrCode {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const runs: string[] = []
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (!modules.get(y, x)) continue
      const start = x
      while (x + 1 < modules.size && modules.get(y, x + 1)) x++
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start + 1}v1h-${x - start + 1}z`)
    }
  }
  return { text, size: modules.size + 2 * QUIET_ZONE, path: runs.join('') }
}
