/** @jest-environment node */
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { hydrationPreloads } from '../../../src/node/build/hydrationPreloads'

async function publicDirWith(chunkMap: Record<string, string[]>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'public-'))
  await writeFile(path.join(dir, 'chunk-map.json'), JSON.stringify(chunkMap))
  return dir
}

describe('what each page preloads for hydration', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['/en/', '/page-data/en/page-data.json'],
  ])('%s: the app data, its own page data and its component script', async (pagePath, pageData) => {
    const publicDir = await publicDirWith({ app: ['/app-1.js'], 'component---home': ['/component---home-2.js'] })
    expect(hydrationPreloads(publicDir, pagePath, 'component---home')).toEqual([
      { href: '/page-data/app-data.json', as: 'fetch' },
      { href: pageData, as: 'fetch' },
      { href: '/component---home-2.js', as: 'script' },
    ])
  })

  it('stops the build when the chunk map does not name the page component', async () => {
    const publicDir = await publicDirWith({ app: ['/app-1.js'] })
    expect(() => hydrationPreloads(publicDir, '/', 'component---home')).toThrow(
      'public/chunk-map.json names no files for the chunk component---home',
    )
  })
})
