import { hydrationPreloads } from '../../src/lib/hydrationPreloads'

describe('what each page preloads for hydration', () => {
  it.each([
    ['/', '/page-data/index/page-data.json'],
    ['/en/', '/page-data/en/page-data.json'],
  ])('%s: the app data, its own page data and its component script', (pagePath, pageData) => {
    const chunkMap = { app: ['/app-1.js'], 'component---home': ['/component---home-2.js'] }
    expect(hydrationPreloads(chunkMap, pagePath, 'component---home')).toEqual([
      { href: '/page-data/app-data.json', as: 'fetch' },
      { href: pageData, as: 'fetch' },
      { href: '/component---home-2.js', as: 'script' },
    ])
  })

  it('stops the build when the chunk map does not name the page component', () => {
    expect(() => hydrationPreloads({ app: ['/app-1.js'] }, '/', 'component---home')).toThrow(
      'public/chunk-map.json names no files for the chunk component---home',
    )
  })
})
