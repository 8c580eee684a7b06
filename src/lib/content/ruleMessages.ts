import type { UiLanguage } from '../editor/uiLanguage'
import { SVG_LIMITS } from './svgLogoLimits'

/**
 * The words of the rules that no pattern can express, in each language of the editor: the build reports them
 * in English (schemas.ts), the editor in the language of its interface (src/cms/widgets/ContentRuleControl.tsx).
 */
export const RULE_MESSAGES = {
  wellFormedUrl: {
    en: 'must be a well-formed https:// URL',
    ro: 'trebuie să fie o adresă https:// corectă, fără spații sau caractere nepermise, de exemplu https://www.exemplu.ro',
  },
  uniqueId: {
    en: 'must be different for each item of the list',
    ro: 'trebuie să fie diferit la fiecare element al listei: alege unul pe care niciun alt element nu îl are',
  },
  svgImage: {
    en: 'must be an SVG image: well-formed XML 1.0 in UTF-8, whose root is an <svg> element of the SVG namespace',
    ro: 'trebuie să fie o imagine SVG: XML 1.0 corect, în UTF-8, cu elementul rădăcină <svg> din spațiul de nume SVG',
  },
  svgElement: {
    en: 'may hold only what a logo is drawn with (shapes, paths, text, groups, gradients, patterns, clip paths, masks, filters, <use>, <style> with CSS text, <title>, <desc> and the metadata of a drawing program), nothing that runs or loads something from elsewhere; it holds {{found}}',
    ro: 'poate conține doar ce trebuie pentru a desena o siglă (forme, contururi, text, grupuri, degradeuri, modele, decupaje, măști, filtre, <use>, <style> cu text CSS, <title>, <desc> și datele programului de desen), nimic care rulează sau încarcă ceva din altă parte; fișierul conține {{found}}',
  },
  svgAttribute: {
    en: 'may hold only the attributes a logo is drawn with, and links only to its own parts (#name), nothing that runs or loads something from elsewhere; it holds {{found}}',
    ro: 'poate avea doar atributele cu care se desenează o siglă și trimiteri doar la propriile părți (#nume), nimic care rulează sau încarcă ceva din altă parte; fișierul conține {{found}}',
  },
  svgStyle: {
    en: 'may style its shapes only with the CSS properties a logo is drawn with, and url() only to its own parts (#name), nothing that loads something from elsewhere; it holds {{found}}',
    ro: 'își poate stiliza formele doar cu proprietățile CSS cu care se desenează o siglă și cu url() doar spre propriile părți (#nume), nimic care încarcă ceva din altă parte; fișierul conține {{found}}',
  },
  svgDoctype: {
    en: 'must have no DOCTYPE with declarations of its own, which browsers apply unseen by this check: export it without one (Inkscape: Save As "Optimized SVG" or "Plain SVG"; Illustrator: File > Export > Export As > SVG, or Save As SVG without "Preserve Illustrator Editing Capabilities"); it holds {{found}}',
    ro: 'nu poate avea un DOCTYPE cu declarații proprii, pe care browserele le aplică fără ca această verificare să le vadă: exportă fișierul fără el (Inkscape: Salvează ca „SVG optimizat” sau „SVG simplu”; Illustrator: Fișier > Export > Exportă ca > SVG, sau Salvează ca SVG fără „Păstrează capacitățile de editare Illustrator”); fișierul conține {{found}}',
  },
  svgTooLarge: {
    en: `must be at most 1 MB, with at most ${SVG_LIMITS.tags.toLocaleString('en')} tags (<…>), far more than any logo needs`,
    ro: `trebuie să aibă cel mult 1 MB și cel mult ${SVG_LIMITS.tags.toLocaleString('ro')} de etichete (<…>), mult peste cât are nevoie orice siglă`,
  },
  svgTooDeep: {
    en: `may nest its elements at most ${SVG_LIMITS.depth} deep, far more than any logo needs; it nests {{found}} deeper`,
    ro: `își poate așeza elementele unul în altul pe cel mult ${SVG_LIMITS.depth} de niveluri, mult peste cât are nevoie orice siglă; fișierul așază {{found}} mai adânc`,
  },
  svgTooManyAttributes: {
    en: `may give an element at most ${SVG_LIMITS.attributes} attributes, far more than any logo needs; it gives {{found}} more`,
    ro: `poate da unui element cel mult ${SVG_LIMITS.attributes} de atribute, mult peste cât are nevoie orice siglă; fișierul îi dă lui {{found}} mai multe`,
  },
} as const satisfies Record<string, Record<UiLanguage, string>>

const WORDS_OF_MESSAGE = new Map<string, Record<UiLanguage, string>>()

/**
 * A pattern's message, declared beside its rule in each language of the editor: the build reports the English
 * one it returns, the editor's pattern carries the one of its interface (messageIn).
 */
export function ruleMessage(words: Record<UiLanguage, string>): string {
  WORDS_OF_MESSAGE.set(words.en, words)
  return words.en
}

/** A rule's message (its English words, as zod holds it) in `language`; a message not declared is an error. */
export function messageIn(english: string, language: UiLanguage): string {
  const words = WORDS_OF_MESSAGE.get(english)
  if (!words) throw new Error(`"${english}" has no words for the editor: declare it with ruleMessage()`)
  return words[language]
}
