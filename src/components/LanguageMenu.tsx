import React, { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Flag } from './Flag'
import { useHydrated } from '../hooks/useHydrated'
import { useLanguageSwitch, type LanguageSwitchState } from '../hooks/useLanguageSwitch'
import { LANGUAGES, LANGUAGE_NAMES, localizedPath, type Language } from '../lib/languages'
import { menuIndexAfterKey } from '../lib/menuNavigation'
import * as styles from './LanguageMenu.module.css'

type LanguageMenuProps = { language: Language }

/**
 * The language menu: a button showing the current language, opening a menu of all languages (WAI-ARIA menu
 * button: Enter, Space and arrows open it, arrows, Home and End move, Escape closes and returns focus).
 * Without JavaScript the same items are plain links to each language's page.
 */
export function LanguageMenu({ language }: LanguageMenuProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const switchLanguage = useLanguageSwitch()
  const [open, setOpen] = useState(false)
  const [focusIndex, setFocusIndex] = useState(0)
  const menuRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLAnchorElement | null)[]>([])
  const listId = useId()

  const openAt = (index: number) => {
    setFocusIndex(index)
    setOpen(true)
  }
  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) toggleRef.current?.focus()
  }
  const choose = (choice: Language) => {
    close(true)
    if (choice !== language) switchLanguage(choice)
  }

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus()
  }, [open, focusIndex])

  // The page has rendered in the chosen language. The router focuses its page wrapper in an effect of its own,
  // which runs after this one (parents' effects run after their children's): give focus back to this button,
  // where the visitor left it, once that has happened.
  useEffect(() => {
    const state = window.history.state as Partial<LanguageSwitchState> | null
    if (!state?.focusLanguageMenu) return
    window.history.replaceState({ ...state, focusLanguageMenu: false }, '')
    const timer = setTimeout(() => toggleRef.current?.focus())
    return () => clearTimeout(timer)
  }, [language])

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open])

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(event.key === 'ArrowDown' ? 0 : LANGUAGES.length - 1)
    }
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    } else if (event.key === ' ') {
      event.preventDefault()
      choose(LANGUAGES[focusIndex])
    } else {
      const next = menuIndexAfterKey(event.key, focusIndex, LANGUAGES.length)
      if (next === null) return
      event.preventDefault()
      setFocusIndex(next)
    }
  }

  return (
    <div className={styles.menu} ref={menuRef}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label={t('language_menu_label', { language: LANGUAGE_NAMES[language] })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => (open ? close(false) : openAt(LANGUAGES.indexOf(language)))}
        onKeyDown={onToggleKeyDown}
      >
        <Flag language={language} className={styles.flag} />
        <span className={styles.toggleName}>{LANGUAGE_NAMES[language]}</span>
      </button>
      <ul
        id={listId}
        className={`${styles.list} ${open ? styles.open : ''}`}
        role={hydrated ? 'menu' : undefined}
        aria-label={t('language_menu_list')}
        onKeyDown={onMenuKeyDown}
      >
        {LANGUAGES.map((choice, index) => (
          <li key={choice} role={hydrated ? 'none' : undefined}>
            <a
              ref={(element) => {
                itemRefs.current[index] = element
              }}
              className={styles.item}
              href={localizedPath('/', choice)}
              hrefLang={choice}
              lang={choice}
              role={hydrated ? 'menuitemradio' : undefined}
              aria-checked={hydrated ? choice === language : undefined}
              aria-current={!hydrated && choice === language ? 'true' : undefined}
              tabIndex={hydrated ? -1 : undefined}
              onClick={(event) => {
                event.preventDefault()
                choose(choice)
              }}
            >
              <Flag language={choice} className={styles.flag} />
              {LANGUAGE_NAMES[choice]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
