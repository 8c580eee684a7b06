/** @jest-environment node */
import jsQR from 'jsqr'
import sharp from 'sharp'
import { QUIET_ZONE, qrCode } from '../../../src/lib/contact/qrCode'

/** Draws the code as the page does, 8 px a module, and reads it back with a QR decoder. */
async function decode({ size, path }: { size: number; path: string }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)
}

describe('qrCode', () => {
  it('draws a code a QR decoder reads back', async () => {
    const code = qrCode('https://www.example.com/en/contact.vcf')
    expect((await decode(code))?.data).toBe('https://www.example.com/en/contact.vcf')
  })

  it('keeps a blank border of four modules on every side', () => {
    const { size, path } = qrCode('https://www.example.com/contact.vcf')
    const moves = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, run]) => [+x, +y, +x + +run])
    expect(Math.min(...moves.map(([x]) => x))).toBe(QUIET_ZONE)
    expect(Math.min(...moves.map(([, y]) => y))).toBe(QUIET_ZONE)
    expect(Math.max(...moves.map(([, , end]) => end))).toBe(size - QUIET_ZONE)
    expect(Math.max(...moves.map(([, y]) => y)) + 1).toBe(size - QUIET_ZONE)
  })
})
