// Measures the JPEG quality the editor saves images at (src/node/editorConfig/mediaProcessing.ts). Each source goes
// through what Decap's media_processing does in the browser (decode, draw at the front pages' width on a canvas,
// canvas.toBlob as JPEG), in Chromium, at several qualities, and is compared with the same drawing before encoding:
// the JPEG's bytes, and its structural similarity (SSIM on luminance, ssim.js; 1 is identical), then that of the
// WebP the build serves from it. Sources: the demo front pages drawn at twice their size (a screenshot on a sharp
// screen), and a generated 12-megapixel photo, landscape and portrait, as a phone saves it.
// `npx tsx scripts/measure-jpeg-quality.mts [quality ...]`
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'
import sharp, { type Sharp } from 'sharp'
import { ssim } from 'ssim.js'
import { demoFrontPages } from './draw-portfolio-images.mts'
import { PORTFOLIO_IMAGE } from '../src/lib/content/schemas'
import { EDITOR_JPEG_QUALITY } from '../src/node/editorConfig/mediaProcessing'

const QUALITIES = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [50, 60, 70, 75, 80, 85, 90, 95]
const PHOTO = { width: 4032, height: 3024 }
/** The page the encoding runs in, answered by Playwright: no server. */
const ORIGIN = 'http://measure.localhost'

/**
 * A photo-like picture: flat shapes (sky, hills, trees, a building, a road) under luminance noise at several
 * scales, as natural textures have, with a smooth sky and a sensor's fine grain.
 */
async function photoLike({ width: w, height: h }: typeof PHOTO) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4f86c0"/><stop offset="1" stop-color="#d4e3ef"/></linearGradient>
      <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7d9a45"/><stop offset="1" stop-color="#40572a"/></linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <path d="M0 ${h * 0.55} C ${w * 0.2} ${h * 0.45}, ${w * 0.4} ${h * 0.6}, ${w * 0.6} ${h * 0.5} S ${w * 0.9} ${h * 0.48}, ${w} ${h * 0.56} V ${h} H 0 Z" fill="url(#ground)"/>
    <rect x="${w * 0.55}" y="${h * 0.3}" width="${w * 0.22}" height="${h * 0.3}" fill="#c2ae92"/>
    ${Array.from({ length: 24 }, (_, i) => `<rect x="${w * (0.56 + (i % 6) * 0.035)}" y="${h * (0.33 + Math.floor(i / 6) * 0.065)}" width="${w * 0.02}" height="${h * 0.04}" fill="#3d4650"/>`).join('')}
    ${Array.from({ length: 9 }, (_, i) => `<ellipse cx="${w * (0.05 + i * 0.06)}" cy="${h * (0.52 - (i % 3) * 0.02)}" rx="${w * 0.05}" ry="${h * 0.09}" fill="#3a6a30"/>`).join('')}
    <path d="M0 ${h * 0.85} L ${w} ${h * 0.78} V ${h * 0.86} L 0 ${h * 0.95} Z" fill="#858076"/>
  </svg>`
  const base = await sharp(Buffer.from(scene)).removeAlpha().blur(1.2).raw().toBuffer()
  const noise = (scale: number) =>
    sharp({
      create: {
        width: Math.ceil(w / scale),
        height: Math.ceil(h / scale),
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .resize(w, h, { kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer()
  const [clouds, hills, patches, leaves, grain] = await Promise.all([96, 24, 6, 1.5, 1].map(noise))
  const at = (octave: Buffer, i: number) => (octave[i] - 128) / 128
  const pixels = Buffer.alloc(w * h * 3)
  for (let i = 0; i < w * h; i++) {
    const [r, g, b] = [base[i * 3], base[i * 3 + 1], base[i * 3 + 2]]
    const sky = b > r + 40
    const texture = sky
      ? 0.5 * at(clouds, i) + 0.08 * at(grain, i)
      : 0.35 * at(clouds, i) + 0.35 * at(hills, i) + 0.3 * at(patches, i) + 0.4 * at(leaves, i) + 0.15 * at(grain, i)
    const light = 1 + 0.45 * texture
    pixels[i * 3] = Math.min(255, r * light)
    pixels[i * 3 + 1] = Math.min(255, g * light)
    pixels[i * 3 + 2] = Math.min(255, b * light + (sky ? 0 : 6 * at(hills, i)))
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
}

/** A phone's JPEG of `photo`: quality 92, with its EXIF (camera, GPS position). */
const phoneJpeg = (photo: Sharp) =>
  photo
    .clone()
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 25/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '26/1 6/1 1200/100',
      },
    })
    .jpeg({ quality: 92 })
    .toBuffer()

type Encoded = { reference: string; jpegs: string[] }

/**
 * In the page: Decap's transformImage (decap-cms-core 3.19) at each quality, with the drawing as PNG for reference,
 * all in base64. Source text, as tsx's helpers do not exist in the page.
 */
const ENCODE_IN_BROWSER = `async ({ width, qualities }) => {
  const toBase64 = async (blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
    return btoa(text)
  }
  const image = await createImageBitmap(await (await fetch('/source')).blob())
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = Math.round(width / (image.width / image.height))
  canvas.getContext('2d').drawImage(image, 0, 0, image.width, image.height, 0, 0, canvas.width, canvas.height)
  const blob = (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality))
  const jpegs = []
  for (const quality of qualities) jpegs.push(await toBase64(await blob('image/jpeg', quality / 100)))
  return { reference: await toBase64(await blob('image/png')), jpegs }
}`

const rgba = async (bytes: Buffer) => {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8ClampedArray(data), width: info.width, height: info.height }
}
/** Its structural similarity to `drawing` (the mean over the image, on luminance). */
const similarity = async (drawing: Awaited<ReturnType<typeof rgba>>, bytes: Buffer) =>
  ssim(drawing, await rgba(bytes)).mssim.toFixed(4)
/** The quality the build re-encodes images at: gatsby-plugin-sharp's default, which the site keeps. */
const { defaultQuality } = (
  createRequire(import.meta.url)('gatsby-plugin-sharp/plugin-options') as {
    getPluginOptionsDefaults: () => { defaultQuality: number }
  }
).getPluginOptionsDefaults()
/** What the page serves at that width in browsers that take WebP: the build's re-encoding of the file. */
const served = (file: Buffer) => sharp(file).webp({ quality: defaultQuality }).toBuffer()

async function main() {
  const photo = await photoLike(PHOTO)
  const phone = await phoneJpeg(photo)
  const portrait = await phoneJpeg(sharp(await photo.clone().rotate(90).png().toBuffer()))
  const sources = [
    ...(await Promise.all(
      demoFrontPages().map(async ({ name, svg }) => ({
        name: `${name}, screenshot`,
        file: await sharp(Buffer.from(svg), { density: 144 }).png().toBuffer(),
      })),
    )),
    { name: `photo ${PHOTO.width}x${PHOTO.height}`, file: phone },
    { name: `photo ${PHOTO.height}x${PHOTO.width}`, file: portrait },
  ]
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: JSON.parse(await readFile('scripts/chromium-flags.json', 'utf8')) as string[],
  })
  const page = await browser.newPage()
  await page.route(`${ORIGIN}/`, (route) => route.fulfill({ body: '<!doctype html><title>Measure</title>' }))
  await page.goto(`${ORIGIN}/`)
  console.log(
    `Each source at ${PORTFOLIO_IMAGE.maxWidth} px wide. KB: the editor's JPEG. SSIM: its similarity to the drawing ` +
      `before encoding; served: that of the WebP the page makes of it (unencoded: of the one made of the drawing).`,
  )
  console.log(['source', 'measure', 'unencoded', ...QUALITIES.map((quality) => `q${quality}`)].join('\t'))
  let after = 0
  for (const { name, file } of sources) {
    await page.route(`${ORIGIN}/source`, (route) => route.fulfill({ body: file }))
    const input = { width: PORTFOLIO_IMAGE.maxWidth, qualities: [...QUALITIES, EDITOR_JPEG_QUALITY] }
    const encoded = (await page.evaluate(`(${ENCODE_IN_BROWSER})(${JSON.stringify(input)})`)) as Encoded
    const reference = Buffer.from(encoded.reference, 'base64')
    const jpegs = encoded.jpegs.map((jpeg) => Buffer.from(jpeg, 'base64'))
    const drawing = await rgba(reference)
    const measured = jpegs.slice(0, QUALITIES.length)
    const ssims = await Promise.all(measured.map((jpeg) => similarity(drawing, jpeg)))
    const servedSsims = await Promise.all(
      [reference, ...measured].map(async (file) => similarity(drawing, await served(file))),
    )
    console.log([name, 'KB', '', ...measured.map((jpeg) => (jpeg.length / 1024).toFixed(0))].join('\t'))
    console.log(['', 'SSIM', '1', ...ssims].join('\t'))
    console.log(['', 'served', ...servedSsims].join('\t'))
    if (file === phone) after = jpegs.at(-1)!.length
  }
  await browser.close()
  console.log(
    `\nThe photo from a phone, ${PHOTO.width}x${PHOTO.height}: ${phone.length} bytes as it is; ${after} bytes as the ` +
      `editor saves it (quality ${EDITOR_JPEG_QUALITY}, ${PORTFOLIO_IMAGE.maxWidth} px wide); the limit is ${PORTFOLIO_IMAGE.maxBytes} bytes.`,
  )
}

void main()
