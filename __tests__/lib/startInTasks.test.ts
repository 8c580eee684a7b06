/** @jest-environment node */
import { startInTasks, yieldToBrowser } from '../../src/lib/startInTasks'

const microtaskTurns = async (turns: number) => {
  for (let turn = 0; turn < turns; turn++) await Promise.resolve()
}

describe('yieldToBrowser', () => {
  it('resolves in a later task, not in the microtasks of this one', async () => {
    let resolved = false
    const yielded = yieldToBrowser().then(() => (resolved = true))
    await microtaskTurns(20)
    expect(resolved).toBe(false)
    await yielded
    expect(resolved).toBe(true)
  })
})

describe('startInTasks', () => {
  it('runs the steps in order, each after a new task and after the step before it has finished', async () => {
    const events: string[] = []
    const nextTask = async () => {
      events.push('new task')
    }
    const step = (name: string) => async () => {
      events.push(`${name} starts`)
      await microtaskTurns(3)
      events.push(`${name} done`)
    }
    await startInTasks([step('React'), step('router'), step('Gatsby')], nextTask)
    expect(events).toEqual([
      'new task',
      'React starts',
      'React done',
      'new task',
      'router starts',
      'router done',
      'new task',
      'Gatsby starts',
      'Gatsby done',
    ])
  })

  it('stops at a step that fails, and says so', async () => {
    const later = jest.fn()
    const failure = new Error('module failed')
    await expect(startInTasks([() => Promise.reject(failure), later])).rejects.toBe(failure)
    expect(later).not.toHaveBeenCalled()
  })
})
