/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { judgeSvgLogo } from '../../../src/lib/content/svgLogoRule'

/** Public sanitizer and XSS suites and real logos: svg-corpus/SOURCES.md says where each file comes from. */
const CORPUS = path.join(__dirname, 'svg-corpus')

const filesUnder = (folder: string) =>
  readdirSync(path.join(CORPUS, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.svg'))
    .map((name) => path.join(folder, name))
    .sort()

let slowest = { file: '', milliseconds: 0 }

function judged(file: string) {
  const bytes = readFileSync(path.join(CORPUS, file))
  const start = performance.now()
  const judgement = judgeSvgLogo(bytes)
  const milliseconds = performance.now() - start
  if (milliseconds > slowest.milliseconds) slowest = { file, milliseconds }
  return judgement
}

describe("the logo's rule against the corpus", () => {
  afterAll(() => {
    console.info(`slowest file: ${slowest.file}, ${slowest.milliseconds.toFixed(1)} ms`)
  })

  it.each(filesUnder('hostile'))('does not accept %s', (file) => {
    expect(judged(file)).not.toEqual({ kind: 'accepted' })
  })

  it.each([...filesUnder('logos'), ...filesUnder('inert')])('accepts %s', (file) => {
    expect(judged(file)).toEqual({ kind: 'accepted' })
  })

  it.each([['refused-logos/svgo/illustrator-16-entities.svg', 'doctype']])(
    'refuses the real logo %s, naming its %s',
    (file, reason) => {
      expect(judged(file)).toMatchObject({ kind: 'refused', reason })
    },
  )
})
