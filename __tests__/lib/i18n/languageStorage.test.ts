import { storeLanguage } from '../../../src/lib/i18n/languageStorage'

describe('storeLanguage', () => {
  it('stores the choice under "lang"', () => {
    storeLanguage('en')
    expect(window.localStorage.getItem('lang')).toBe('en')
  })

  it('changes nothing visible when storage throws, and logs it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    expect(() => storeLanguage('en', blocked)).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})
