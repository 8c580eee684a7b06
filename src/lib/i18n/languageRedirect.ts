import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY } from './languages'

/**
 * The source of a function that runs in `<head>`, before the first paint, so that a returning visitor whose
 * stored language is not the page's never sees the other language painted first:
 * - on a path without a language prefix, a stored known non-default language sends the visitor to the same
 *   path under that language's prefix (`/a/b#contact` -> `/en/a/b#contact`); an explicit `/en/` URL always wins;
 * - a stored value that is not a language, or storage that throws, keeps the default language and is logged once.
 * Plain ES5 in a string: it runs before any bundle, and the same text is hashed for the Content-Security-Policy.
 */
export const languageRedirectSource = `function (w) {
  var languages = ${JSON.stringify(LANGUAGES)};
  var fallback = ${JSON.stringify(DEFAULT_LANGUAGE)};
  var stored;
  try {
    stored = w.localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
  } catch (error) {
    w.console.warn('Language preference unavailable: local storage cannot be read.', error);
    return;
  }
  if (stored === null || stored === fallback) return;
  if (languages.indexOf(stored) === -1) {
    w.console.warn('Ignoring the stored language ' + JSON.stringify(stored) + ': it is not one of ' + languages.join(', ') + '.');
    return;
  }
  var path = w.location.pathname;
  var prefixed = languages.some(function (language) {
    return path === '/' + language || path.indexOf('/' + language + '/') === 0;
  });
  if (!prefixed) w.location.replace('/' + stored + path + w.location.search + w.location.hash);
}`

/** The inline `<script>` body: the function above, called with `window`. */
export const languageRedirectScript = `(${languageRedirectSource})(window);`
