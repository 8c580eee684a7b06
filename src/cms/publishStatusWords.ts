import type { UiLanguage } from '../lib/editor/uiLanguage'

/**
 * What the editor says of its publishes (publishStatus.ts), in the interface's language: on its way, on the
 * site since a time of the editor's clock and how long after Publish, or not on the site after the limit and
 * where to look. Several publishes in a row are spoken of together.
 */

/** Where the builds are seen: Netlify's deploys of the site (its address), or the terminal of `npm run cms`. */
export type BuildLog = { netlify: string } | 'local'

export type PublishSummary =
  | { state: 'publishing'; changes: number }
  | { state: 'live'; changes: number; since: Date; afterMs: number }
  | { state: 'late'; changes: number; afterMs: number; builds: BuildLog }

/** A text, and where it links to, if anywhere: `link` is a part of `text`. */
export type PublishMessage = { text: string; link?: { text: string; href: string } }

const LOCALES: Record<UiLanguage, string> = { ro: 'ro-RO', en: 'en-GB' }

/** A time of day on the editor's clock, as 14:32. */
export const clockTime = (time: Date, language: UiLanguage) =>
  new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(time)

/** A duration to the second, as 58 s, 1 min 12 s, 5 min (the units read the same in both languages). */
export function duration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000))
  const [minutes, rest] = [Math.floor(seconds / 60), seconds % 60]
  if (minutes === 0) return `${rest} s`
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`
}

/** `count` changes in Romanian: 2 modificări, 20 de modificări (Romanian puts „de” before 20 and up). */
export function romanianChanges(count: number): string {
  const plural = new Intl.PluralRules('ro-RO').select(count)
  if (plural === 'one') return `${count} modificare`
  return plural === 'few' ? `${count} modificări` : `${count} de modificări`
}

const LOCAL_TERMINAL = 'npm run cms'

function roMessage(summary: PublishSummary): PublishMessage {
  const several = summary.changes > 1
  switch (summary.state) {
    case 'publishing':
      return {
        text: several
          ? `Se publică ${romanianChanges(summary.changes)}… De obicei, site-ul le arată în circa un minut.`
          : 'Se publică… De obicei, site-ul arată modificarea în circa un minut.',
      }
    case 'live': {
      const when = `de la ${clockTime(summary.since, 'ro')}, după ${duration(summary.afterMs)}`
      return {
        text: several
          ? `Cele ${romanianChanges(summary.changes)} sunt pe site ${when}.`
          : `Modificarea este pe site ${when}.`,
      }
    }
    case 'late': {
      const what = several ? `${romanianChanges(summary.changes)} nu sunt pe site` : 'Modificarea nu este pe site'
      const why = `${what} nici după ${duration(summary.afterMs)}: site-ul nu s-a reconstruit încă sau reconstruirea a eșuat.`
      if (summary.builds === 'local')
        return { text: `${why} Vezi ce scrie în terminalul în care rulează ${LOCAL_TERMINAL}.` }
      const link = { text: 'deploy-urile site-ului pe Netlify', href: summary.builds.netlify }
      return { text: `${why} Vezi ${link.text}.`, link }
    }
  }
}

function enMessage(summary: PublishSummary): PublishMessage {
  const several = summary.changes > 1
  switch (summary.state) {
    case 'publishing':
      return {
        text: several
          ? `Publishing ${summary.changes} changes… The site usually shows them in about a minute.`
          : 'Publishing… The site usually shows the change in about a minute.',
      }
    case 'live': {
      const when = `since ${clockTime(summary.since, 'en')}, ${duration(summary.afterMs)} after publishing`
      return {
        text: several
          ? `The ${summary.changes} changes have been on the site ${when}.`
          : `The change has been on the site ${when}.`,
      }
    }
    case 'late': {
      const what = several ? `${summary.changes} changes are not` : 'The change is not'
      const why = `${what} on the site after ${duration(summary.afterMs)}: the site has not been rebuilt yet, or its build failed.`
      if (summary.builds === 'local') return { text: `${why} See the terminal running ${LOCAL_TERMINAL}.` }
      const link = { text: "the site's deploys on Netlify", href: summary.builds.netlify }
      return { text: `${why} See ${link.text}.`, link }
    }
  }
}

export const publishMessage = (summary: PublishSummary, language: UiLanguage): PublishMessage =>
  language === 'ro' ? roMessage(summary) : enMessage(summary)

/** The status region's name, and its button that hides a message once it is read. */
export const PUBLISH_STATUS_WORDS: Record<UiLanguage, { region: string; close: string }> = {
  ro: { region: 'Publicarea pe site', close: 'Închide' },
  en: { region: 'Publishing to the site', close: 'Close' },
}
