import { languageRedirectSource } from '../../../src/lib/i18n/languageRedirect'
import { NOT_A_SITE_LANGUAGE } from '../../support/languages'

type FakeWindow = ReturnType<typeof fakeWindow>

function fakeWindow(pathname: string, storage: { getItem: (key: string) => string | null }) {
  return {
    location: { pathname, search: '', hash: '', replace: jest.fn() },
    localStorage: storage,
    console: { warn: jest.fn() },
  }
}

const storing = (value: string | null) => ({ getItem: (key: string) => (key === 'lang' ? value : null) })
const throwing = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
}

function run(win: FakeWindow) {
  // The script is a string so that it can run before any bundle; evaluate it the way the browser would.
  new Function(`return (${languageRedirectSource})`)()(win)
  return win
}

describe('language at start-up (head script)', () => {
  it('sends a visitor who chose English from / to /en/, before anything is painted', () => {
    const win = run(fakeWindow('/', storing('en')))
    expect(win.location.replace).toHaveBeenCalledWith('/en/')
  })

  it('keeps the path, query and hash', () => {
    const win = fakeWindow('/a/b', storing('en'))
    win.location.search = '?x=1'
    win.location.hash = '#contact'
    run(win)
    expect(win.location.replace).toHaveBeenCalledWith('/en/a/b?x=1#contact')
  })

  it('leaves an explicit /en/ URL in English whatever is stored', () => {
    expect(run(fakeWindow('/en/', storing('ro'))).location.replace).not.toHaveBeenCalled()
    expect(run(fakeWindow('/en/a', storing('en'))).location.replace).not.toHaveBeenCalled()
    expect(run(fakeWindow('/en', storing('en'))).location.replace).not.toHaveBeenCalled()
  })

  it('stays in Romanian when ro or nothing is stored', () => {
    expect(run(fakeWindow('/', storing('ro'))).location.replace).not.toHaveBeenCalled()
    expect(run(fakeWindow('/', storing(null))).location.replace).not.toHaveBeenCalled()
  })

  it('falls back to Romanian on a stored value that is not a language, and logs it', () => {
    const win = run(fakeWindow('/', storing(NOT_A_SITE_LANGUAGE)))
    expect(win.location.replace).not.toHaveBeenCalled()
    expect(win.console.warn).toHaveBeenCalledTimes(1)
    expect(win.console.warn.mock.calls[0][0]).toContain(`"${NOT_A_SITE_LANGUAGE}"`)
  })

  it('falls back to Romanian when storage throws, and logs it once', () => {
    const win = run(fakeWindow('/', throwing))
    expect(win.location.replace).not.toHaveBeenCalled()
    expect(win.console.warn).toHaveBeenCalledTimes(1)
  })

  it('does not treat a path that merely starts with "en" as English', () => {
    expect(run(fakeWindow('/english', storing('en'))).location.replace).toHaveBeenCalledWith('/en/english')
  })
})
