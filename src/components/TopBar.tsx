import React, { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageMenu } from './LanguageMenu'
import { useActiveSection } from '../hooks/useActiveSection'
import { useHiddenEnds } from '../hooks/useHiddenEnds'
import { LINKED_SECTIONS, SECTIONS } from '../lib/sections'
import { localizedPath, type Language } from '../lib/i18n/languages'
import { SITE_ICON_PATH } from '../lib/seo'
import * as styles from './TopBar.module.css'

type TopBarProps = { companyName: string; logoUrl: string | null; language: Language }

/**
 * Scrolls the links' strip to bring `link` to its middle, as far as the strip scrolls: where the links overflow
 * (TopBar.module.css), the active link and the focused one show whole, clear of the faded edges (Chromium scrolls
 * a focused element into view only when none of it shows, so a link cut by the edge would stay cut). A link the
 * bar hides (the logo stands in for the first) has no box: the strip stays as it is.
 */
function centreInStrip(strip: HTMLElement | null, link: Element | null | undefined) {
  const box = link?.getClientRects()[0]
  if (!strip || !box) return
  const room = strip.getBoundingClientRect()
  strip.scrollLeft += (box.left + box.right - room.left - room.right) / 2
}

/**
 * The fixed bar: logo home, the section links with the active one marked, the language menu. The logo leads to
 * the first section, the top of the page, as that section's own link does: on phones the logo stands in for
 * that link, which makes room in the bar for a fourth section's. Links that do not fit scroll sideways in their
 * strip (TopBar.module.css).
 */
export function TopBar({ companyName, logoUrl, language }: TopBarProps) {
  const { t } = useTranslation()
  const active = useActiveSection()
  const strip = useRef<HTMLElement>(null)
  const hidden = useHiddenEnds(strip)
  const [top] = SECTIONS
  useEffect(() => centreInStrip(strip.current, strip.current?.querySelector('[aria-current]')), [active])
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        {/* The image's alt is the link's name: the one every screen reader and checker reads. Without a
            logo, the site's icon, the company's initials the build draws, is the way home. */}
        <a
          className={styles.logo}
          href={`${localizedPath('/', language)}#${top.id}`}
          data-cms-field="contact/contact/img"
        >
          <img src={logoUrl ?? SITE_ICON_PATH} alt={t('logo_home', { company: companyName })} width={40} height={40} />
        </a>
        <nav
          className={styles.nav}
          aria-label={t('nav_label')}
          ref={strip}
          data-fade-start={hidden.start || undefined}
          data-fade-end={hidden.end || undefined}
          onFocus={(event) => {
            // A finger or a mouse focuses the link it is on, which shows already: centring it would lay the
            // page out inside the tap, before the frame the visitor waits for.
            if (event.target.matches(':focus-visible')) centreInStrip(strip.current, event.target)
          }}
        >
          <ul className={styles.links}>
            {LINKED_SECTIONS.map(({ id, link }) => (
              <li key={id} className={id === top.id ? styles.top : undefined}>
                <a
                  className={styles.link}
                  href={`#${id}`}
                  aria-current={active === id ? 'location' : undefined}
                  data-cms-field={`texts/translation/${link}`}
                >
                  {t(link)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.language}>
          <LanguageMenu language={language} />
        </div>
      </div>
    </header>
  )
}
