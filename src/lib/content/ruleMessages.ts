import type { Language } from '../i18n/languages'

/**
 * The words of the rules that no pattern can express, in each language of the editor: the build reports them
 * in English (schemas.ts), the editor in the language of its interface (src/cms/widgets/ContentRuleControl.tsx).
 */
export const RULE_MESSAGES = {
  wellFormedUrl: {
    en: 'must be a well-formed https:// URL',
    ro: 'trebuie să fie o adresă https:// corectă, fără spații sau caractere nepermise, de exemplu https://www.exemplu.ro',
  },
  uniqueSiteId: {
    en: 'must be different for each site',
    ro: 'trebuie să fie diferit la fiecare site: alege unul pe care niciun alt site nu îl are',
  },
} as const satisfies Record<string, Record<Language, string>>
