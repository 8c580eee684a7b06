import { entryOf, reopenOnEntrySwitch } from '../../src/cms/entrySwitch'

const EDITOR = 'https://www.example.com/admin/'

describe('entryOf', () => {
  it.each([
    ['#/collections/portfolio/entries/portfolio', 'portfolio/portfolio'],
    ['#/collections/texts/entries/translation?ref=x', 'texts/translation'],
    ['#/collections/portfolio', null],
    ['#/collections/contact/new', null],
    ['#/workflow', null],
    ['', null],
  ])('reads %j as %j', (hash, entry) => {
    expect(entryOf(`${EDITOR}?lang=ro${hash}`)).toBe(entry)
  })
})

describe('reopenOnEntrySwitch (decaporg/decap-cms#4147)', () => {
  /** Changes the address from `from` to `to`, and answers whether the editor reloaded and Decap saw it. */
  function change(from: string, to: string) {
    const reload = jest.fn()
    const decapRouter = jest.fn()
    const window = new EventTarget() as Window
    reopenOnEntrySwitch(window, reload)
    window.addEventListener('hashchange', decapRouter)
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL: `${EDITOR}${from}`, newURL: `${EDITOR}${to}` }))
    return { reloaded: reload.mock.calls.length > 0, seenByDecap: decapRouter.mock.calls.length > 0 }
  }

  it('reloads the editor, unseen by Decap, when the address goes from one entry to another', () => {
    expect(change('#/collections/contact/entries/contact', '#/collections/portfolio/entries/portfolio')).toEqual({
      reloaded: true,
      seenByDecap: false,
    })
  })

  it.each([
    ['#/collections/portfolio', '#/collections/portfolio/entries/portfolio'],
    ['#/collections/contact/entries/contact', '#/collections/contact'],
    ['#/collections/contact/new', '#/collections/contact/entries/contact'],
    ['#/collections/contact/entries/contact', '#/collections/contact/entries/contact?ref=x'],
  ])('leaves Decap its own routes: %s to %s', (from, to) => {
    expect(change(from, to)).toEqual({ reloaded: false, seenByDecap: true })
  })
})
