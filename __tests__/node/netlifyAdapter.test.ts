/** @jest-environment node */
import type { Reporter } from 'gatsby'
import { cacheFolder, NETLIFY_BUILD_CACHE, netlifyAdapter } from '../../src/node/netlifyAdapter'

const mockRestore = jest.fn()
const mockSave = jest.fn()
jest.mock('@netlify/cache-utils', () => ({
  restore: (...args: unknown[]) => mockRestore(...args),
  save: (...args: unknown[]) => mockSave(...args),
}))

const directories = ['.cache', 'public']
const reporterLines = () => {
  const info = jest.fn()
  return { reporter: { info } as unknown as Reporter, info }
}

beforeEach(() => jest.clearAllMocks())

describe("where Gatsby's cache is kept between builds", () => {
  it("is Netlify's own cache folder on Netlify", () => {
    expect(cacheFolder({ NETLIFY: 'true' })).toBe(NETLIFY_BUILD_CACHE)
  })

  it('is the folder given to a local run of Netlify’s build runner', () => {
    expect(cacheFolder({ NETLIFY: 'true', NETLIFY_CACHE_DIR: '/tmp/shared' })).toBe('/tmp/shared')
  })

  it('is none elsewhere', () => {
    expect(cacheFolder({})).toBeUndefined()
  })

  it('is a folder of their own inside it for builds with edit mode, which production never starts from', () => {
    expect(cacheFolder({ NETLIFY: 'true', CONTEXT: 'production' })).toBe(NETLIFY_BUILD_CACHE)
    expect(cacheFolder({ NETLIFY: 'true', CONTEXT: 'deploy-preview' })).toBe(`${NETLIFY_BUILD_CACHE}/edit-mode`)
    expect(cacheFolder({ NETLIFY: 'true', CONTEXT: 'branch-deploy' })).toBe(`${NETLIFY_BUILD_CACHE}/edit-mode`)
    expect(cacheFolder({ CONTEXT: 'dev' })).toBeUndefined()
  })
})

describe('the Netlify adapter', () => {
  const adapter = netlifyAdapter({ NETLIFY: 'true' })

  it('restores the directories Gatsby names and the generated folder from the cache folder, and says so', async () => {
    mockRestore.mockResolvedValue(true)
    const { reporter, info } = reporterLines()
    await expect(adapter.cache!.restore({ directories, reporter })).resolves.toBe(true)
    expect(mockRestore).toHaveBeenCalledWith([...directories, 'generated'], { cacheDir: NETLIFY_BUILD_CACHE })
    expect(info).toHaveBeenCalledWith("Restored Gatsby's cache (.cache, public, generated) from the last build")
  })

  it('tells Gatsby to start cold when there is nothing to restore', async () => {
    mockRestore.mockResolvedValue(false)
    const { reporter, info } = reporterLines()
    await expect(adapter.cache!.restore({ directories, reporter })).resolves.toBe(false)
    expect(info).toHaveBeenCalledWith('No Gatsby cache from an earlier build: this build starts cold')
  })

  it('stores the same directories in the cache folder after the build', async () => {
    mockSave.mockResolvedValue(true)
    const { reporter, info } = reporterLines()
    await adapter.cache!.store({ directories, reporter })
    expect(mockSave).toHaveBeenCalledWith([...directories, 'generated'], { cacheDir: NETLIFY_BUILD_CACHE })
    expect(info).toHaveBeenCalledWith("Stored Gatsby's cache (.cache, public, generated) for the next build")
  })

  it('leaves a local build alone: nothing restored, nothing copied', async () => {
    const local = netlifyAdapter({})
    const { reporter } = reporterLines()
    await expect(local.cache!.restore({ directories, reporter })).resolves.toBe(false)
    await local.cache!.store({ directories, reporter })
    expect(mockRestore).not.toHaveBeenCalled()
    expect(mockSave).not.toHaveBeenCalled()
  })

  it('writes no routing files of its own: netlify.toml holds the rules', async () => {
    expect(adapter.config).toBeUndefined()
    expect(await adapter.adapt({} as never)).toBeUndefined()
  })
})
