import { activeSection } from '../../../src/lib/navigation/activeSection'

describe('active link rule', () => {
  it.each([
    ['at the start of the page', { portfolio: 900, contact: 2400 }, 'home'],
    ['portfolio still 11 px below the top', { portfolio: 11, contact: 1500 }, 'home'],
    ['portfolio exactly 10 px below the top', { portfolio: 10, contact: 1500 }, 'portfolio'],
    ['portfolio at the top', { portfolio: 0, contact: 1500 }, 'portfolio'],
    ['portfolio scrolled above the top', { portfolio: -600, contact: 300 }, 'portfolio'],
    ['contact 10 px below the top', { portfolio: -1200, contact: 10 }, 'contact'],
    ['contact scrolled above the top', { portfolio: -1800, contact: -40 }, 'contact'],
    ['contact reached even if portfolio were too (contact wins)', { portfolio: 5, contact: 5 }, 'contact'],
    ['no portfolio section on the page', { contact: 400 }, 'home'],
    ['no sections at all', {}, 'home'],
  ])('%s: %j -> %s', (_case, tops, expected) => {
    expect(activeSection(tops)).toBe(expected)
  })

  it('takes another threshold when given one', () => {
    expect(activeSection({ portfolio: 30 }, 40)).toBe('portfolio')
  })

  describe('with a fourth linked section, between portfolio and contact', () => {
    const sections = ['home', 'portfolio', 'services', 'contact'] as const
    it.each<[string, Partial<Record<(typeof sections)[number], number>>, string]>([
      ['services still 11 px below the top', { portfolio: -900, services: 11, contact: 900 }, 'portfolio'],
      ['services 10 px below the top', { portfolio: -900, services: 10, contact: 900 }, 'services'],
      ['services scrolled above the top', { portfolio: -1500, services: -600, contact: 300 }, 'services'],
      ['contact reached too (the last reached wins)', { portfolio: -1500, services: -600, contact: 4 }, 'contact'],
      ['no services section on the page', { portfolio: -900, contact: 900 }, 'portfolio'],
      ['none reached', { portfolio: 900, services: 1800, contact: 2700 }, 'home'],
    ])('%s: %j -> %s', (_case, tops, expected) => {
      expect(activeSection(tops, 10, sections)).toBe(expected)
    })
  })
})
