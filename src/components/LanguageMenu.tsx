import React, { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Flag } from './Flag'
import { useLanguageSwitch, type LanguageSwitchState } from '../hooks/useLanguageSwitch'
import { useMenuButton } from '../hooks/useMenuButton'
import { LANGUAGES, languageRecord, localizedPath, type Language } from '../lib/i18n/languages'
import * as styles from './LanguageMenu.module.css'

type LanguageMenuProps = { language: Language }

/**
 * The language menu: a button showing the current language's flag and name, which opens a list of every
 * language, a popover the browser shows by itself, so a tap opens it at once, before hydration and without
 * JavaScript. Its items are plain links to each language until the page has hydrated, a menu with the
 * keyboard behaviour of useMenuButton after.
 */
export function LanguageMenu({ language }: LanguageMenuProps) {
  const { t } = useTranslation()
  const switchLanguage = useLanguageSwitch()
  const listId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const menu = useMenuButton({ buttonRef, menuRef }, LANGUAGES.length, LANGUAGES.indexOf(language), (index) => {
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
    <>
      <button
        {...menu.buttonProps}
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-label={t('language_menu_label', { language: languageRecord(language).name })}
        popovertarget={listId}
      >
        <Flag language={language} className={styles.flag} />
        <span className={styles.toggleName}>{languageRecord(language).name}</span>
      </button>
      <ul
        {...menu.menuProps}
        ref={menuRef}
        id={listId}
        popover="auto"
        className={styles.list}
        role={menu.active ? 'menu' : undefined}
        aria-label={t('language_menu_list')}
      >
        {LANGUAGES.map((choice, index) => (
          <li key={choice} role={menu.active ? 'none' : undefined}>
            <a
              {...menu.itemProps(index)}
              className={styles.item}
              href={localizedPath('/', choice)}
              hrefLang={choice}
              lang={choice}
              // Menu semantics and roving focus only once the menu's keys work; before, these are plain links.
              role={menu.active ? 'menuitemradio' : undefined}
              aria-checked={menu.active ? choice === language : undefined}
              aria-current={!menu.active && choice === language ? 'true' : undefined}
              tabIndex={menu.active ? -1 : undefined}
            >
              <Flag language={choice} className={styles.flag} />
              {languageRecord(choice).name}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
