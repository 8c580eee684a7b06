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
  svgImage: {
    en: 'must be an SVG image: well-formed XML in UTF-8, whose root is an <svg> element of the SVG namespace',
    ro: 'trebuie să fie o imagine SVG: XML corect, în UTF-8, cu elementul rădăcină <svg> din spațiul de nume SVG',
  },
  inertSvg: {
    en: 'must run nothing and load nothing from elsewhere (no script, event handler, <foreignObject> or other HTML, javascript: link or reference to another file); it holds {{found}}',
    ro: 'nu poate rula nimic și nici încărca ceva din altă parte (fără script, atribute de eveniment, <foreignObject> sau alt HTML, legături javascript: ori trimiteri la alte fișiere); fișierul conține {{found}}',
  },
} as const satisfies Record<string, Record<Language, string>>

const WORDS_OF_MESSAGE = new Map<string, Record<Language, string>>()

/**
 * A pattern's message, declared beside its rule in each language of the editor: the build reports the English
 * one it returns, the editor's pattern carries the one of its interface (messageIn).
 */
export function ruleMessage(words: Record<Language, string>): string {
  WORDS_OF_MESSAGE.set(words.en, words)
  return words.en
}

/** A rule's message (its English words, as zod holds it) in `language`; a message not declared is an error. */
export function messageIn(english: string, language: Language): string {
  const words = WORDS_OF_MESSAGE.get(english)
  if (!words) throw new Error(`"${english}" has no words for the editor: declare it with ruleMessage()`)
  return words[language]
}
