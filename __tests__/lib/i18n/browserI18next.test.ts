import i18next from 'i18next'
import browserI18next from '../../../src/lib/i18n/browserI18next'
import { I18NEXT_OPTIONS } from '../../../src/lib/i18n/translations'
import en from '../../../locales/en/translation.json'
import ro from '../../../locales/ro/translation.json'

/** A value for every placeholder any text has. */
const values = {
  company: 'Exemplu Media',
  language: 'Română',
  site: 'Ziare Exemplu',
  street: 'Strada Ștefan cel Mare 12',
  locality: 'București',
  region: 'Sector 2',
  postalCode: '020121',
  country: 'România',
}

// The browser's t() stands in for i18next's (a webpack alias): the page hydrates only if both give the same text.
describe.each([
  ['ro', ro],
  ['en', en],
])('the browser’s texts in %s', (language, texts) => {
  // As gatsby-plugin-react-i18next initialises its instance from the page query.
  const options = {
    ...I18NEXT_OPTIONS,
    resources: { [language]: { translation: texts } },
    lng: language,
    fallbackLng: 'ro',
    defaultNS: 'translation',
    fallbackNS: [],
  }
  const reference = i18next.createInstance()
  void reference.init(options)
  const browser = browserI18next.createInstance().init(options)

  // Every text; the English file's record of its checks ($translated) is no text the page reads.
  const keys = Object.entries(texts)
    .filter(([, text]) => typeof text === 'string')
    .map(([key]) => key)
  it.each(keys)('%s reads as i18next reads it', (key) => {
    expect(browser.t(key, values)).toBe(reference.t(key, values))
    expect(browser.t(key)).toBe(reference.t(key))
  })

  it('answers a key it does not know with the key, as i18next does', () => {
    expect(browser.t('no_such_key')).toBe(reference.t('no_such_key'))
  })

  it('knows its language', () => {
    expect(browser.language).toBe(language)
  })
})
