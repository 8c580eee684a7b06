import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { editModeFrom, leaveOtherModesBuild, noteBuildMode } from '../../src/node/editMode'

describe('editModeFrom', () => {
  it.each(['deploy-preview', 'branch-deploy', 'dev'])('gives the page its edit mode in a %s build', (CONTEXT) => {
    expect(editModeFrom({ CONTEXT })).toBe(true)
  })

  it.each([{ CONTEXT: 'production' }, {}, { CONTEXT: '' }])('gives a production build none: %j', (env) => {
    expect(editModeFrom(env)).toBe(false)
  })
})

describe('a build after one of the other mode', () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'edit-mode-'))
    await mkdir(path.join(root, '.cache'))
    await mkdir(path.join(root, 'public'))
    await writeFile(path.join(root, 'public', 'app-1234.js'), '')
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it.each([true, false])('keeps public/ after a build of the same mode (edit mode: %s)', async (editMode) => {
    await noteBuildMode(root, editMode)
    expect(await leaveOtherModesBuild(root, editMode)).toBe(false)
    expect(await readdir(path.join(root, 'public'))).toEqual(['app-1234.js'])
  })

  it.each([true, false])('starts from no public/ after a build of the other (edit mode: %s)', async (editMode) => {
    await noteBuildMode(root, !editMode)
    expect(await leaveOtherModesBuild(root, editMode)).toBe(true)
    await expect(readdir(path.join(root, 'public'))).rejects.toThrow()
  })

  it('keeps public/ when no build noted its mode', async () => {
    expect(await leaveOtherModesBuild(root, false)).toBe(false)
  })
})
