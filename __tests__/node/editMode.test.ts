import { editModeFrom } from '../../src/node/editMode'

describe('editModeFrom', () => {
  it.each(['deploy-preview', 'branch-deploy', 'dev'])('gives the page its edit mode in a %s build', (CONTEXT) => {
    expect(editModeFrom({ CONTEXT })).toBe(true)
  })

  it.each([{ CONTEXT: 'production' }, {}, { CONTEXT: '' }])('gives a production build none: %j', (env) => {
    expect(editModeFrom(env)).toBe(false)
  })
})
