import { telUri } from '../../../src/lib/contact/tel'

describe('telUri', () => {
  it('keeps the plus and the digits only', () => {
    expect(telUri('+40 21 000 0000')).toBe('tel:+40210000000')
    expect(telUri('(021) 000-00.00')).toBe('tel:0210000000')
  })
})
