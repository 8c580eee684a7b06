import { openLinkedField } from '../../src/cms/fieldLink'

/** An entry's form as Decap draws it, with a field `name` under its label. */
const form = (name: string) =>
  `<div><div><label for="${name}-field-1">${name}</label></div><input id="${name}-field-1"/></div>`

describe('a link to a field', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    window.history.replaceState(null, '', '/admin/?field=nothing_here&locale=ro#/collections/texts/entries/translation')
  })
  afterEach(() => {
    jest.useRealTimers()
    document.body.innerHTML = ''
  })

  it('that no longer exists shows its notice once, however often the form was drawn while it settled', async () => {
    document.body.innerHTML = form('home')
    openLinkedField(window, 'ro')
    // Decap draws the form in several passes: each one looked again, and left a settle timer behind.
    for (let pass = 0; pass < 4; pass++) {
      jest.advanceTimersByTime(150)
      document.body.insertAdjacentHTML('beforeend', '<span></span>')
      await Promise.resolve() // the mutation observer's callback
      jest.advanceTimersByTime(20)
    }
    jest.advanceTimersByTime(5000)
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1)
    expect(document.querySelector('[role="alert"]')).toHaveTextContent('Câmpul din link nu mai există')
    expect(window.location.search).toBe('')
  })
})
