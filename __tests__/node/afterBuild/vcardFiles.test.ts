/** @jest-environment node */
import { safeFileName } from '../../../src/lib/contact/fileName'
import { contentDisposition } from '../../../src/node/afterBuild/vcardFiles'

describe('the vCard file name, as Netlify sends it', () => {
  it.each([
    ['Exemplu Media', 'attachment; filename="Exemplu Media.vcf"; filename*=UTF-8\'\'Exemplu%20Media.vcf'],
    [
      'Știri Bănățene',
      'attachment; filename="Stiri Banatene.vcf"; filename*=UTF-8\'\'%C8%98tiri%20B%C4%83n%C4%83%C8%9Bene.vcf',
    ],
    [
      'A/B: "Presă" <Online>?',
      'attachment; filename="AB Presa Online.vcf"; filename*=UTF-8\'\'AB%20Pres%C4%83%20Online.vcf',
    ],
    [
      'Редакция',
      'attachment; filename="________.vcf"; filename*=UTF-8\'\'%D0%A0%D0%B5%D0%B4%D0%B0%D0%BA%D1%86%D0%B8%D1%8F.vcf',
    ],
  ])('for the company %s', (company, header) => {
    expect(contentDisposition(safeFileName(company, 'vcf'))).toBe(header)
  })
})
