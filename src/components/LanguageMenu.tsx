import React, { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Flag } from './Flag'
import { useHydrated } from '../hooks/useHydrated'
import { useLanguageSwitch, type LanguageSwitchState } from '../hooks/useLanguageSwitch'
import { useMenuButton } from '../hooks/useMenuButton'
import { LANGUAGES, languageRecord, localizedPath, type Language } from '../lib/i18n/languages'
import * as styles from './LanguageMenu.module.css'

type LanguageMenuProps = { language: Language }

/**
 * The language menu: a button showing the current language's flag and name, opening a menu of all languages
 * (keyboard behaviour in useMenuButton). Without JavaScript the same items are plain links to each language.
 */
export function LanguageMenu({ language }: LanguageMenuProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const switchLanguage = useLanguageSwitch()
  const listId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menu = useMenuButton({ containerRef, buttonRef }, LANGUAGES.length, LANGUAGES.indexOf(language), (index) => {
    if (LANGUAGES[index] !== language) switchLanguage(LANGUAGES[index])
  })

  // The page has rendered in the chosen language. The router focuses its page wrapper in an effect of its own,
  // which runs after this one (parents' effects run after their children's): give focus back to the button,
  // where the visitor left it, once that has happened.
  useEffect(() => {
    const state = window.history.state as Partial<LanguageSwitchState> | null
    if (!state?.focusLanguageMenu) return
    window.history.replaceState({ ...state, focusLanguageMenu: false }, '')
    const timer = setTimeout(() => buttonRef.current?.focus())
    return () => clearTimeout(timer)
  }, [language])

  return (
    <div className={styles.menu} ref={containerRef}>
      <button
        {...menu.buttonProps}
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-label={t('language_menu_label', { language: languageRecord(language).name })}
        aria-controls={listId}
      >
        <Flag language={language} className={styles.flag} />
        <span className={styles.toggleName}>{languageRecord(language).name}</span>
      </button>
      <ul
        {...menu.menuProps}
        id={listId}
        className={`${styles.list} ${menu.open ? styles.open : ''}`}
        role={hydrated ? 'menu' : undefined}
        aria-label={t('language_menu_list')}
      >
        {LANGUAGES.map((choice, index) => (
          <li key={choice} role={hydrated ? 'none' : undefined}>
            <a
              {...menu.itemProps(index)}
              className={styles.item}
              href={localizedPath('/', choice)}
              hrefLang={choice}
              lang={choice}
              // Menu semantics and roving focus only once JavaScript runs; before, these are plain links.
              role={hydrated ? 'menuitemradio' : undefined}
              aria-checked={hydrated ? choice === language : undefined}
              aria-current={!hydrated && choice === language ? 'true' : undefined}
              tabIndex={hydrated ? -1 : undefined}
            >
              <Flag language={choice} className={styles.flag} />
              <span className={styles.itemName}>{languageRecord(choice).name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
