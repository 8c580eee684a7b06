import type { Language } from '../../lib/i18n/languages'
import { capitalized, inLanguage } from '../../lib/editor/languageNames'
import type { UiLanguage } from '../../lib/editor/uiLanguage'

/** The words of an entry's history (the Istoric button and its panel), in each language of the interface. */
export const HISTORY_WORDS: Record<
  UiLanguage,
  {
    button: string
    title: string
    close: string
    loading: string
    failed: string
    none: string
    versions: string
    current: string
    changes: (version: string) => string
    noChanges: string
    absent: string
    order: string
    restore: string
    /** What restoring does, and what it did; `save` is the Save button's word in Decap's interface. */
    restoreNote: (save: string) => string
    restored: (save: string) => string
    back: string
    /** The heading over one language's values: each site language, named by its record. */
    inLanguage: (language: Language) => string
  }
> = {
  ro: {
    button: 'Istoric',
    title: 'Istoricul intrării',
    close: 'Închide',
    loading: 'Se încarcă versiunile publicate…',
    failed: 'Istoricul nu s-a putut încărca. Încearcă din nou mai târziu.',
    none: 'Intrarea nu are încă versiuni publicate.',
    versions: 'Versiunile publicate, cea mai nouă prima',
    current: 'publicată acum',
    changes: (version) => `Ce s-a schimbat de la versiunea din ${version} până la cea publicată acum`,
    noChanges: 'Această versiune are aceleași valori ca cea publicată acum.',
    absent: '(gol)',
    order: 'ordinea',
    restore: 'Restaurează această versiune',
    restoreNote: (save) =>
      `Restaurarea pune valorile acestei versiuni în formular. Apasă apoi ${save}: se face o ciornă, care se verifică și se publică la fel ca oricare alta. Până atunci nu se schimbă nimic pe site.`,
    restored: (save) => `Versiunea aleasă este în formular. Verific-o și apasă ${save} ca să faci ciorna.`,
    back: 'Înapoi la versiuni',
    inLanguage: (language) => capitalized(inLanguage(language, 'ro')),
  },
  en: {
    button: 'History',
    title: "The entry's history",
    close: 'Close',
    loading: 'Loading the published versions…',
    failed: 'The history could not be loaded. Try again later.',
    none: 'The entry has no published versions yet.',
    versions: 'The published versions, newest first',
    current: 'published now',
    changes: (version) => `What changed from the version of ${version} to the one published now`,
    noChanges: 'This version has the same values as the one published now.',
    absent: '(empty)',
    order: 'order',
    restore: 'Restore this version',
    restoreNote: (save) =>
      `Restoring puts this version's values in the form. Then press ${save}: it makes a draft, reviewed and published as any other. Until then nothing changes on the site.`,
    restored: (save) => `The chosen version is in the form. Check it and press ${save} to make the draft.`,
    back: 'Back to the versions',
    inLanguage: (language) => capitalized(inLanguage(language, 'en')),
  },
}
