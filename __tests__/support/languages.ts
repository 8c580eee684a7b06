/**
 * A language the site can never have, for the tests of what happens with one it lacks (and with an interface
 * language the editor lacks). ISO 639-2 reserves `qaa` to `qtz` for local use: they name no language, so no
 * language record can give one a name, an Open Graph locale or a flag, and the records' rule
 * (__tests__/lib/i18n/languages.test.ts) refuses them as a site language's code. A real language (`de`, `fr`)
 * would stop being "one the site lacks" the day someone adds it, as docs/recipes.md says.
 */
export const NOT_A_SITE_LANGUAGE = 'qaa'
