import { safeFileName } from '../../../src/lib/contact/fileName'

describe('safeFileName', () => {
  it.each([
    ['Exemplu Media', 'Exemplu Media.vcf'],
    ['Știri & Co', 'Știri & Co.vcf'],
    ['A/B\\C:D*E?F"G<H>I|J', 'ABCDEFGHIJ.vcf'],
    ['  Trailing dots...  ', 'Trailing dots.vcf'],
    ['Tab\tand\nnewline', 'Tabandnewline.vcf'],
    ['???', 'contact.vcf'],
  ])('%j -> %j', (name, expected) => {
    expect(safeFileName(name, 'vcf')).toBe(expected)
  })
})
