import { menuIndexAfterKey } from '../../../src/lib/navigation/menuNavigation'

describe('language menu keys', () => {
  it.each([
    ['ArrowDown', 0, 1],
    ['ArrowDown', 1, 0],
    ['ArrowUp', 0, 1],
    ['ArrowUp', 1, 0],
    ['Home', 1, 0],
    ['End', 0, 1],
    ['a', 0, null],
  ])('%s from item %i -> %s', (key, from, to) => {
    expect(menuIndexAfterKey(key, from, 2)).toBe(to)
  })
})
