import React, { memo } from 'react'
import { render, screen } from '@testing-library/react'
import browserI18next from '../../../src/lib/i18n/browserI18next'
import { I18nextProvider, useTranslation } from '../../../src/lib/i18n/browserReactI18next'

/** An instance as the i18n plugin makes one on each render of the page: new, with the language's texts. */
const instance = (language: string, greeting: string) =>
  browserI18next.createInstance().init({
    resources: { [language]: { translation: { greeting } } },
    lng: language,
    defaultNS: 'translation',
  })

let renders = 0
const Greeting = memo(function Greeting() {
  renders += 1
  const { t, i18n } = useTranslation()
  return <p lang={i18n.language}>{t('greeting')}</p>
})

describe("the page's i18n provider", () => {
  beforeEach(() => (renders = 0))

  it("keeps a language's first instance while the page renders again, so that nothing below renders again", () => {
    const { rerender } = render(
      <I18nextProvider i18n={instance('ro', 'Bună')}>
        <Greeting />
      </I18nextProvider>,
    )
    rerender(
      <I18nextProvider i18n={instance('ro', 'Bună')}>
        <Greeting />
      </I18nextProvider>,
    )
    expect(renders).toBe(1)
    expect(screen.getByText('Bună')).toHaveAttribute('lang', 'ro')
  })

  it('gives the new language to everything below when the language changes', () => {
    const { rerender } = render(
      <I18nextProvider i18n={instance('ro', 'Bună')}>
        <Greeting />
      </I18nextProvider>,
    )
    rerender(
      <I18nextProvider i18n={instance('en', 'Hello')}>
        <Greeting />
      </I18nextProvider>,
    )
    expect(renders).toBe(2)
    expect(screen.getByText('Hello')).toHaveAttribute('lang', 'en')
  })
})
