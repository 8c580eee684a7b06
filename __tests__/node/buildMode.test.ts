import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { editModeEditorFrom, editModeFrom, leaveOtherModesBuild, noteBuildMode } from '../../src/node/buildMode'

describe('editModeFrom', () => {
  it.each(['deploy-preview', 'branch-deploy', 'dev'])('gives the page its edit mode in a %s build', (CONTEXT) => {
    expect(editModeFrom({ CONTEXT })).toBe(true)
  })

  it.each([{ CONTEXT: 'production' }, {}, { CONTEXT: '' }])('gives a production build none: %j', (env) => {
    expect(editModeFrom(env)).toBe(false)
  })
})

describe('editModeEditorFrom', () => {
  it.each(['deploy-preview', 'branch-deploy'])(
    "opens the production site's editor from a %s, at the address Netlify gives the site",
    (CONTEXT) => {
      const env = { NETLIFY: 'true', CONTEXT, URL: 'https://agency.netlify.app' }
      expect(editModeEditorFrom(env)).toBe('https://agency.netlify.app/admin/')
      expect(editModeEditorFrom({ ...env, SITE_URL: 'https://www.agency.ro/' })).toBe('https://www.agency.ro/admin/')
    },
  )

  it('opens its own editor from `npm run cms`, and none from a production build', () => {
    expect(editModeEditorFrom({ CONTEXT: 'dev' })).toBe('/admin/')
    expect(editModeEditorFrom({ NETLIFY: 'true', CONTEXT: 'production', URL: 'https://agency.netlify.app' })).toBe(
      false,
    )
  })
})

describe('a build after one of the other mode', () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'edit-mode-'))
    await mkdir(path.join(root, 'public'))
    await writeFile(path.join(root, 'public', 'app-1234.js'), '')
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  const MODES = [false, '/admin/', 'https://agency.netlify.app/admin/'] as const

  it.each(MODES)('keeps public/ after a build of the same mode (edit mode: %s)', async (editMode) => {
    await noteBuildMode(root, editMode)
    expect(await leaveOtherModesBuild(root, editMode)).toBe(false)
    expect(await readdir(path.join(root, 'public'))).toEqual(['app-1234.js'])
  })

  it.each(MODES.flatMap((last) => MODES.filter((mode) => mode !== last).map((mode) => [last, mode])))(
    'starts from no public/ after a build of another (edit mode: %s, then %s)',
    async (last, editMode) => {
      await noteBuildMode(root, last)
      expect(await leaveOtherModesBuild(root, editMode)).toBe(true)
      await expect(readdir(path.join(root, 'public'))).rejects.toThrow()
    },
  )

  it('keeps public/ when no build noted its mode', async () => {
    expect(await leaveOtherModesBuild(root, false)).toBe(false)
  })
})
