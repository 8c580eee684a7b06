import React, { useMemo, type ReactNode } from 'react'
import i18next from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { languageRecord, type Language } from '../../lib/i18n/languages'
import { I18NEXT_OPTIONS } from '../../lib/i18n/translations'
import * as styles from './PreviewInLanguage.module.css'

type PreviewInLanguageProps = { language: Language; texts: Readonly<Record<string, string>>; children: ReactNode }

/**
 * One language of a preview: the page's components read `texts` through i18next, as on the page, under a
 * band that names the language.
 */
export function PreviewInLanguage({ language, texts, children }: PreviewInLanguageProps) {
  const i18n = useMemo(() => {
    const instance = i18next.createInstance()
    void instance.init({
      lng: language,
      resources: { [language]: { translation: texts } },
      ...I18NEXT_OPTIONS,
      initImmediate: false,
      react: { useSuspense: false },
    })
    return instance
  }, [language, texts])
  return (
    <I18nextProvider i18n={i18n}>
      <div lang={language}>
        <p className={styles.band}>{languageRecord(language).name}</p>
        {children}
      </div>
    </I18nextProvider>
  )
}
